-- Team games choose their captains at each deal among the players seated then (R-10.7):
-- `captain_pairs` now holds the pairs of the rounds dealt so far, no longer a plan made
-- when the game started. Games stored with a plan keep its first `rounds_dealt` pairs.
UPDATE games g
SET captain_pairs = coalesce(
        (SELECT jsonb_agg(t.pair ORDER BY t.ord)
         FROM jsonb_array_elements(g.captain_pairs) WITH ORDINALITY AS t(pair, ord)
         WHERE t.ord <= g.rounds_dealt),
        '[]'::jsonb)
WHERE jsonb_array_length(g.captain_pairs) > g.rounds_dealt;
