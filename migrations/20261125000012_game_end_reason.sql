-- Why a game ended (R-1.3, R-10.7, R-10.8): `last_round`, `everyone_captained` or
-- `too_few_players`; NULL while it goes on, and for games that ended before it was kept.
--
-- Locks: adding a nullable column without a default only changes the catalog (a brief
-- ACCESS EXCLUSIVE lock of `games`, no rewrite).

ALTER TABLE games ADD COLUMN end_reason text;
