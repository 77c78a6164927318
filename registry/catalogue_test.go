package registry

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"
)

func TestPolicies(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	if _, err := s.UpsertServer(ctx, server("files", tool("read_file", "Read a file."))); err != nil {
		t.Fatal(err)
	}
	hash := ToolSetHash(map[string]string{"read_file": "h1"})
	tests := []struct {
		name    string
		p       Policy
		wantErr error
	}{
		{"stored", Policy{Server: "files", GeneratorVersion: "g1", ToolsHash: hash, Document: json.RawMessage(`{"version":"1"}`),
			Findings: json.RawMessage(`[{"id":"flow.x"}]`)}, nil},
		{"replaced", Policy{Server: "files", GeneratorVersion: "g1", ToolsHash: hash, Document: json.RawMessage(`{"version":"1","default":"deny"}`)}, nil},
		{"unknown server", Policy{Server: "nope", GeneratorVersion: "g1", ToolsHash: hash, Document: json.RawMessage(`{}`)}, ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := s.PutPolicy(ctx, tt.p)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("PutPolicy: got %v, want %v", err, tt.wantErr)
			}
			if tt.wantErr != nil {
				return
			}
			got, err := s.Policy(ctx, tt.p.Server, tt.p.GeneratorVersion)
			if err != nil {
				t.Fatal(err)
			}
			if string(got.Document) != string(tt.p.Document) || got.ToolsHash != hash {
				t.Errorf("Policy: got %s %s, want %s %s", got.Document, got.ToolsHash, tt.p.Document, hash)
			}
			wantFindings := string(tt.p.Findings)
			if wantFindings == "" {
				wantFindings = "[]"
			}
			if string(got.Findings) != wantFindings {
				t.Errorf("Policy findings: got %s, want %s", got.Findings, wantFindings)
			}
		})
	}
	if err := s.PutPolicy(ctx, Policy{Server: "files", GeneratorVersion: "g1", ToolsHash: hash, Document: json.RawMessage(`{`)}); err == nil {
		t.Error("PutPolicy with invalid JSON: got nil error")
	}
	hashes, err := s.PolicyToolsHashes(ctx, "g1")
	if err != nil || len(hashes) != 1 || hashes["files"] != hash {
		t.Errorf("PolicyToolsHashes: got %v (%v), want files → %s", hashes, err, hash)
	}
	if _, err := s.Policy(ctx, "files", "g2"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Policy of another generator version: got %v, want ErrNotFound", err)
	}
}

func TestToolSetHashIgnoresOrder(t *testing.T) {
	a := ToolSetHash(map[string]string{"a": "1", "b": "2"})
	b := ToolSetHash(map[string]string{"b": "2", "a": "1"})
	c := ToolSetHash(map[string]string{"a": "1", "b": "3"})
	if a != b {
		t.Errorf("same set: got %s and %s, want equal", a, b)
	}
	if a == c {
		t.Error("different hashes: got equal set hashes")
	}
}

func TestCatalogueReads(t *testing.T) {
	ctx := context.Background()
	c := &clock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	s := openTest(t, WithClock(c.now))
	if _, err := s.UpsertServer(ctx, server("files", tool("read_file", "Read a file."), tool("delete_file", "Delete a file."))); err != nil {
		t.Fatal(err)
	}
	c.advance(time.Hour)
	srv := server("files", tool("read_file", "Read a file and return its text."))
	srv.Version = "1.1.0"
	if _, err := s.UpsertServer(ctx, srv); err != nil {
		t.Fatal(err)
	}
	if _, err := s.UpsertServer(ctx, server("other", tool("list_things", "List things."))); err != nil {
		t.Fatal(err)
	}

	versions, err := s.ServerVersions(ctx, "files")
	if err != nil {
		t.Fatal(err)
	}
	if len(versions) != 2 || versions[0].Version != "1.0.0" || versions[1].Version != "1.1.0" || versions[1].ToolCount != 1 {
		t.Errorf("ServerVersions: got %+v, want 1.0.0 (2 tools) then 1.1.0 (1 tool)", versions)
	}
	if _, err := s.ServerVersions(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("ServerVersions of unknown server: got %v, want ErrNotFound", err)
	}

	all, err := s.ToolVersions(ctx, "files")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tv := range all {
		names = append(names, tv.Name)
	}
	if got, want := len(all), 3; got != want || names[0] != "delete_file" || names[1] != "read_file" || all[1].Current || !all[2].Current {
		t.Errorf("ToolVersions: got %d rows %v, want delete_file, read_file (old), read_file (current)", got, names)
	}

	if err := s.PutAssessments(ctx, []Assessment{
		{ToolHash: all[0].Hash, RulesetVersion: "r1", Category: "Destructive", Severity: "Critical", Document: json.RawMessage(`{}`)},
		{ToolHash: all[2].Hash, RulesetVersion: "r1", Category: "Read", Severity: "Low", Document: json.RawMessage(`{}`)},
		{ToolHash: all[2].Hash, RulesetVersion: "r2", Category: "Write", Severity: "Medium", Document: json.RawMessage(`{}`)},
	}); err != nil {
		t.Fatal(err)
	}
	if err := s.PutAssessments(ctx, []Assessment{{ToolHash: "x", RulesetVersion: "r1", Document: json.RawMessage(`nope`)}}); err == nil {
		t.Error("PutAssessments with invalid JSON: got nil error")
	}
	as, err := s.ServerAssessments(ctx, "files", "r1")
	if err != nil {
		t.Fatal(err)
	}
	if len(as) != 2 || as[all[2].Hash].Category != "Read" || as[all[0].Hash].Severity != "Critical" {
		t.Errorf("ServerAssessments: got %+v, want the two r1 assessments", as)
	}

	var got []ToolSummary
	if err := s.EachCurrentTool(ctx, "r1", 9, func(ts ToolSummary) error {
		got = append(got, ts)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("EachCurrentTool: got %d tools, want 2 current", len(got))
	}
	if got[0].Server != "files" || got[0].Name != "read_file" || got[0].Description != "Read a fi" ||
		got[0].Category != "Read" || got[0].Versions != 2 || !got[0].FirstSeen.Equal(c.now()) {
		t.Errorf("EachCurrentTool first: got %+v, want files/read_file, cut description, Read, 2 versions", got[0])
	}
	if got[1].Server != "other" || got[1].Category != "" {
		t.Errorf("EachCurrentTool second: got %+v, want other/list_things without assessment", got[1])
	}
	stop := errors.New("stop")
	if err := s.EachCurrentTool(ctx, "r1", 0, func(ToolSummary) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("EachCurrentTool with failing callback: got %v, want the callback's error", err)
	}
}
