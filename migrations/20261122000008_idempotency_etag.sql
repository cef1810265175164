-- A write's answer carries the ETag of the view it returns; a replay of it carries the
-- same tag, so a client can poll with If-None-Match right after a retried write.
ALTER TABLE idempotency_keys ADD COLUMN etag text;
