-- 0002: recommended policies, so the catalogue site can publish them while
-- reading nothing but the registry.
--
-- One row per server and generator version (the classifier ruleset and the
-- policy generator that made it). tools_hash is ToolSetHash over the tool
-- hashes the policy was generated from: when it no longer matches the
-- server's current tools, the policy is stale and is generated again.
-- findings holds what was concluded across the server's tools when the
-- policy was made (toxic flows), as a JSON array.

CREATE TABLE policies (
    server_id         INTEGER NOT NULL REFERENCES servers (id) ON DELETE CASCADE,
    generator_version TEXT NOT NULL,
    tools_hash        TEXT NOT NULL,
    document          TEXT NOT NULL, -- the policy.json bytes as generated
    findings          TEXT NOT NULL DEFAULT '[]',
    created_at        TEXT NOT NULL,
    PRIMARY KEY (server_id, generator_version)
) WITHOUT ROWID;
