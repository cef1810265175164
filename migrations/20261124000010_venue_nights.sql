-- League nights at a venue: players check in on arrival (only those here are seated), a
-- seating round may leave players sitting out (table number 0), a night chooses how it
-- seats players and within which table sizes, and its projector carries the organizer's
-- announcement and a countdown to the next seating round.

ALTER TABLE night_players ADD COLUMN checked_in_at timestamptz;
-- Walk-ins were added at the venue: they are here.
UPDATE night_players SET checked_in_at = joined_at WHERE walk_in;
-- Players of nights that already seated a round were there.
UPDATE night_players p SET checked_in_at = p.joined_at
    WHERE EXISTS (SELECT 1 FROM night_seats s WHERE s.player_id = p.id);

ALTER TABLE night_seats DROP CONSTRAINT night_seats_table_number_check;
-- Table 0 holds the players sitting the round out.
ALTER TABLE night_seats ADD CONSTRAINT night_seats_table_number_check CHECK (table_number >= 0);

-- The seating method and table bounds (league::options::SeatingOptions); `{}` is the
-- default: fewest repeat meetings at the mode's usual sizes.
ALTER TABLE nights ADD COLUMN seating jsonb NOT NULL DEFAULT '{}';
ALTER TABLE nights ADD COLUMN announcement text NOT NULL DEFAULT ''
    CHECK (char_length(announcement) <= 200);
ALTER TABLE nights ADD COLUMN countdown_until timestamptz;

-- The organizer's time zone (an IANA name) for the times the season's pages show.
ALTER TABLE seasons ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
