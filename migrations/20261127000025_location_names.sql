-- Each location's names in its translations, without their roles, kept beside them: a
-- room's view between games lists every candidate of its packs with its names, and
-- working them out of the translations on every read was half of that read's time.
--
-- Locks: adding a stored generated column rewrites `locations` under an ACCESS EXCLUSIVE
-- lock (pack reads and edits wait); the table holds one row per location of every pack,
-- a few thousand rows even with many custom packs, rewritten in well under a second.
-- IMMUTABLE on purpose (a generated column needs it): `jsonb_build_object` is declared
-- STABLE because some argument types print by settings, but every argument here is jsonb.
CREATE FUNCTION location_names(translations jsonb) RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (SELECT coalesce(jsonb_object_agg(t.key, jsonb_build_object('name', t.value -> 'name')), '{}')
            FROM jsonb_each(translations) t);

ALTER TABLE locations
    ADD COLUMN translated_names jsonb NOT NULL GENERATED ALWAYS AS (location_names(translations)) STORED;
