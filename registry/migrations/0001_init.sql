-- 0001: the registry's first schema.
--
-- Times are RFC 3339 UTC text with a fixed nine-digit fraction, so they sort as strings.
-- History is append-only: a tool whose definition changes gets a new row and
-- the old row stays, marked not current.

CREATE TABLE servers (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    title          TEXT NOT NULL DEFAULT '',
    description    TEXT NOT NULL DEFAULT '',
    source         TEXT NOT NULL DEFAULT '',
    website_url    TEXT NOT NULL DEFAULT '',
    repository_url TEXT NOT NULL DEFAULT '',
    first_seen     TEXT NOT NULL,
    last_seen      TEXT NOT NULL
);

-- One row per distinct state of a server: its metadata (version, packages,
-- remotes, …) together with the hashes of its tools. Seeing the same state
-- again only moves last_seen.
CREATE TABLE server_versions (
    id           INTEGER PRIMARY KEY,
    server_id    INTEGER NOT NULL REFERENCES servers (id) ON DELETE CASCADE,
    version      TEXT NOT NULL DEFAULT '',
    content_hash TEXT NOT NULL,
    document     TEXT NOT NULL, -- the server as JSON, without its tools
    tool_count   INTEGER NOT NULL,
    first_seen   TEXT NOT NULL,
    last_seen    TEXT NOT NULL
);
CREATE INDEX server_versions_by_server ON server_versions (server_id, id);

-- One row per version of a tool. The row with current = 1 is the tool as the
-- server lists it now; a removed tool has no current row.
CREATE TABLE tools (
    id            INTEGER PRIMARY KEY,
    server_id     INTEGER NOT NULL REFERENCES servers (id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    hash          TEXT NOT NULL,
    title         TEXT NOT NULL DEFAULT '',
    description   TEXT NOT NULL DEFAULT '',
    input_schema  TEXT,          -- the server's bytes, untouched
    output_schema TEXT,
    annotations   TEXT,
    meta          TEXT,
    extra         TEXT,
    search_terms  TEXT NOT NULL DEFAULT '', -- split name, title and server name for FTS
    current       INTEGER NOT NULL DEFAULT 1 CHECK (current IN (0, 1)),
    first_seen    TEXT NOT NULL,
    last_seen     TEXT NOT NULL,
    removed_at    TEXT
);
CREATE UNIQUE INDEX tools_current_by_name ON tools (server_id, name) WHERE current = 1;
CREATE INDEX tools_history ON tools (server_id, name, id);
CREATE INDEX tools_by_hash ON tools (hash);

CREATE VIRTUAL TABLE tools_fts USING fts5 (
    name, search_terms, description,
    content = 'tools', content_rowid = 'id',
    tokenize = 'porter unicode61'
);
-- New rows are indexed by the writer once per transaction
-- (INSERT INTO tools_fts … SELECT … WHERE id > the last id before it), not by
-- an insert trigger: a trigger makes every INSERT open a statement savepoint,
-- and FTS5 flushes its pending index to disk at each one, which made bulk
-- crawls several times slower. Deletes and edits stay on triggers.
CREATE TRIGGER tools_fts_delete AFTER DELETE ON tools BEGIN
    INSERT INTO tools_fts (tools_fts, rowid, name, search_terms, description)
    VALUES ('delete', old.id, old.name, old.search_terms, old.description);
END;
-- Only the indexed columns: touching last_seen or current must not rewrite
-- the index.
CREATE TRIGGER tools_fts_update AFTER UPDATE OF name, search_terms, description ON tools BEGIN
    INSERT INTO tools_fts (tools_fts, rowid, name, search_terms, description)
    VALUES ('delete', old.id, old.name, old.search_terms, old.description);
    INSERT INTO tools_fts (rowid, name, search_terms, description)
    VALUES (new.id, new.name, new.search_terms, new.description);
END;

-- Classifier output, keyed by content: every tool row with the same hash
-- shares it, and a new ruleset version gets its own row.
CREATE TABLE assessments (
    tool_hash       TEXT NOT NULL,
    ruleset_version TEXT NOT NULL,
    category        TEXT NOT NULL,
    severity        TEXT NOT NULL,
    document        TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    PRIMARY KEY (tool_hash, ruleset_version)
) WITHOUT ROWID;

CREATE TABLE crawl_runs (
    id              INTEGER PRIMARY KEY,
    source          TEXT NOT NULL,
    target          TEXT NOT NULL DEFAULT '',
    started_at      TEXT NOT NULL,
    finished_at     TEXT,
    status          TEXT NOT NULL DEFAULT 'running'
                    CHECK (status IN ('running', 'ok', 'partial', 'failed')),
    servers_found   INTEGER NOT NULL DEFAULT 0,
    servers_new     INTEGER NOT NULL DEFAULT 0,
    servers_changed INTEGER NOT NULL DEFAULT 0,
    servers_failed  INTEGER NOT NULL DEFAULT 0,
    tools_found     INTEGER NOT NULL DEFAULT 0,
    state           TEXT NOT NULL DEFAULT '', -- source-specific resume point, e.g. updated_since
    error           TEXT NOT NULL DEFAULT ''
);
CREATE INDEX crawl_runs_by_source ON crawl_runs (source, id);

CREATE TABLE crawl_failures (
    run_id INTEGER NOT NULL REFERENCES crawl_runs (id) ON DELETE CASCADE,
    server TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE INDEX crawl_failures_by_run ON crawl_failures (run_id);

CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY,
    audit_id    TEXT NOT NULL UNIQUE,
    parent_id   TEXT NOT NULL DEFAULT '',
    time        TEXT NOT NULL,
    identity    TEXT NOT NULL DEFAULT '',
    server      TEXT NOT NULL DEFAULT '',
    tool        TEXT NOT NULL DEFAULT '',
    decision    TEXT NOT NULL,
    rule        TEXT NOT NULL DEFAULT '',
    reason      TEXT NOT NULL DEFAULT '',
    arg_keys    TEXT NOT NULL DEFAULT '[]', -- JSON array of argument names
    args        TEXT,                       -- full arguments, only when asked for
    duration_us INTEGER NOT NULL DEFAULT 0,
    error       TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_by_time ON audit_log (time);
CREATE INDEX audit_log_by_tool ON audit_log (server, tool, time);
CREATE INDEX audit_log_by_parent ON audit_log (parent_id) WHERE parent_id <> '';
