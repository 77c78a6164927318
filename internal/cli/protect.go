package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/clientconfig"
	"github.com/mcpscan/mcpscan/gateway"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/policygen"
	"github.com/mcpscan/mcpscan/registry"
)

// protectGroup is one gateway to write: the config files that list the
// same servers share it, so each client keeps exactly the servers it had.
type protectGroup struct {
	dir     string                 // where servers.json and policies/ go
	files   []crawler.ConfigFile   // the client configs it replaces the servers of
	entries []*crawler.ConfigEntry // the servers, in the order first read
}

// protectPlan is what --protect writes and what it tells the user.
type protectPlan struct {
	groups  []*protectGroup
	changes []string // what was changed on the way, and why
	leftOut []string // what could not be written: no "replace" advice then
}

// protect writes, for every group of client configs that list the same
// servers, a gateway config holding every one of those servers as the
// configs declare them (references unresolved) and a policy for each: the
// recommended one for a server the scan read, one that denies everything
// for a server it could not read or that is turned off. It says what it
// changed and why, how to run each gateway, and what to put in each
// client config instead of its servers, unless something was left out.
func (a *app) protect(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, src *crawler.ConfigSource,
	outcomes []crawler.Outcome, dir string, tell bool) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return usageError("--protect %s: %w", dir, err)
	}
	failed := map[string]error{}
	read := map[string]bool{}
	for _, o := range outcomes {
		if o.Err != nil {
			failed[o.Server] = o.Err
		} else {
			read[o.Server] = true
		}
	}
	plan := planProtect(abs, src)
	if len(plan.groups) == 0 {
		if tell {
			fmt.Fprintln(a.stdout, "\nNo server is configured, so there is nothing to put behind the gateway.")
			printLeftOut(a, plan.leftOut)
		}
		return nil
	}
	for _, g := range plan.groups {
		if err := a.writeGroup(ctx, store, rs, g, read, failed, &plan); err != nil {
			return err
		}
	}
	if tell {
		a.tellProtect(plan)
	}
	return nil
}

// planProtect groups the config files by the servers they list.
func planProtect(abs string, src *crawler.ConfigSource) protectPlan {
	var plan protectPlan
	entries := src.Entries()
	bySig := map[string]*protectGroup{}
	for _, f := range src.ConfigFiles() {
		for _, name := range f.Skipped {
			plan.leftOut = append(plan.leftOut, fmt.Sprintf("%s: the entry %q says neither how to start nor how to reach a server (see \"Could not scan\" above)", f.Path, name))
		}
		var mine []*crawler.ConfigEntry
		var sig []string
		for i := range entries {
			if slices.Contains(entries[i].Files, f.Path) {
				mine = append(mine, &entries[i])
				sig = append(sig, entries[i].Name)
			}
		}
		if len(mine) == 0 {
			continue
		}
		key := strings.Join(sig, "\x00")
		g := bySig[key]
		if g == nil {
			g = &protectGroup{entries: mine}
			bySig[key] = g
			plan.groups = append(plan.groups, g)
		}
		g.files = append(g.files, f)
	}
	// One gateway when every client lists the same servers; otherwise one
	// per group, in a folder named for its client.
	taken := map[string]bool{}
	for _, g := range plan.groups {
		if len(plan.groups) == 1 {
			g.dir = abs
			break
		}
		label := g.files[0].Client
		if label == "" {
			label = strings.TrimSuffix(filepath.Base(g.files[0].Path), filepath.Ext(g.files[0].Path))
		}
		label = gateway.ServerName(label)
		name := label
		for i := 2; taken[name]; i++ {
			name = fmt.Sprintf("%s-%d", label, i)
		}
		taken[name] = true
		g.dir = filepath.Join(abs, name)
	}
	return plan
}

// groupShadowing finds, among the servers one gateway fronts (those a
// client sees together), the tools that speak of another's tools.
func (a *app) groupShadowing(ctx context.Context, store *registry.Store, g *protectGroup, read map[string]bool) (map[string]map[string][]classifier.Finding, error) {
	var servers []catalog.Server
	for _, e := range g.entries {
		if !read[e.Name] {
			continue
		}
		stored, err := store.Server(ctx, e.Name)
		if err != nil {
			return nil, err
		}
		servers = append(servers, stored.Server)
	}
	return classifier.CrossServerShadowing(servers), nil
}

// writeGroup writes one gateway's servers.json and policies.
func (a *app) writeGroup(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, g *protectGroup,
	read map[string]bool, failed map[string]error, plan *protectPlan) error {
	policies := filepath.Join(g.dir, "policies")
	if err := os.MkdirAll(policies, 0o700); err != nil {
		return fmt.Errorf("--protect: %w", err)
	}
	shadow, err := a.groupShadowing(ctx, store, g, read)
	if err != nil {
		return err
	}
	taken := map[string]bool{}
	var servers []gateway.ServerEntry
	for _, e := range g.entries {
		name := gateway.ServerName(e.Name)
		for i := 2; taken[name]; i++ {
			name = fmt.Sprintf("%s-%d", gateway.ServerName(e.Name), i)
		}
		taken[name] = true
		if name != e.Name {
			why := "a gateway server name is letters, digits, '.', '_' and '-', without \"__\""
			if gateway.ServerName(e.Name) == e.Name {
				why = "another server of this gateway has that name"
			}
			plan.note("%s → %s (%s)", e.Name, name, why)
		}
		var data []byte
		switch {
		case read[e.Name]:
			stored, err := store.Server(ctx, e.Name)
			if err != nil {
				return err
			}
			if _, data, err = a.recommendedPolicy(ctx, store, rs, stored.Server, policygen.Options{}, shadow[e.Name]); err != nil {
				return err
			}
		case e.Disabled:
			plan.note("%s is turned off in its client config: written turned off, with a policy that denies all of it until a scan reads it", e.Name)
			data = denyAllPolicy()
		default:
			why := "it was not scanned"
			if err := failed[e.Name]; err != nil {
				why = "the scan could not read it: " + oneLine(err.Error(), 160)
			}
			plan.note("%s: %s; written with a policy that denies all of it until 'mcpscan scan --protect' reads it", e.Name, why)
			data = denyAllPolicy()
		}
		if err := writeFileAtomic(gateway.PolicyPath(policies, name), data); err != nil {
			return err
		}
		t := e.Target
		t.Name = name
		se := gateway.ServerEntry{Target: t, Disabled: e.Disabled}
		if e.EnvFile != "" {
			// The gateway's config lives elsewhere: the path the client
			// would read, made absolute.
			se.EnvFile = clientconfig.EnvFilePath(e.EnvFile, e.Files[0])
		}
		servers = append(servers, se)
	}
	cfg, err := gateway.EncodeServers(servers, nil)
	if err != nil {
		return err
	}
	// The servers' env and headers may hold credentials, as the client's
	// own config does: the file is the user's alone.
	return writeFileAtomic(filepath.Join(g.dir, "servers.json"), append(cfg, '\n'))
}

func (p *protectPlan) note(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if !slices.Contains(p.changes, msg) {
		p.changes = append(p.changes, msg)
	}
}

// denyAllPolicy is the policy of a server whose tools are not known: every
// tool, prompt and resource denied until a scan reads them.
func denyAllPolicy() []byte {
	doc := &policy.Document{Version: "1", Default: "deny", Tools: map[string]*policy.ToolRule{},
		Prompts:   &policy.ItemRules{Default: "deny", OnDeny: "Not reviewed yet: scan this server to get its policy."},
		Resources: &policy.ItemRules{Default: "deny", OnDeny: "Not reviewed yet: scan this server to get its policy."}}
	data, err := doc.Encode()
	if err != nil {
		panic(err) // a constant document
	}
	return data
}

// tellProtect prints what was written, what changed, how to run each
// gateway and, when nothing was left out, what replaces each client's
// servers.
func (a *app) tellProtect(plan protectPlan) {
	exe := executable()
	for _, g := range plan.groups {
		config := filepath.Join(g.dir, "servers.json")
		policies := filepath.Join(g.dir, "policies")
		var paths []string
		for _, f := range g.files {
			paths = append(paths, f.Path)
		}
		fmt.Fprintf(a.stdout, "\nWrote the gateway config for %d server(s) of %s, and their policies:\n  %s\n  %s%c*.policy.json\n",
			len(g.entries), strings.Join(paths, ", "), config, policies, filepath.Separator)
		args := []string{"gateway", "--config", config, "--policies", policies, "--stdio"}
		fmt.Fprintf(a.stdout, "Try it:  %s %s\n", exe, strings.Join(quoteArgs(args), " "))
	}
	if len(plan.changes) > 0 {
		fmt.Fprintln(a.stdout, "\nChanged on the way:")
		for _, c := range plan.changes {
			fmt.Fprintf(a.stdout, "  %s\n", c)
		}
	}
	if len(plan.leftOut) > 0 {
		printLeftOut(a, plan.leftOut)
		fmt.Fprintln(a.stdout, "\nSo do not replace your client's servers with the gateway yet: fix what was left out and scan again.")
		return
	}
	for _, g := range plan.groups {
		config := filepath.Join(g.dir, "servers.json")
		policies := filepath.Join(g.dir, "policies")
		for _, f := range g.files {
			entry, inputs := gatewayEntry(exe, config, policies, f, g.entries)
			fmt.Fprintf(a.stdout, "\nIn %s, replace the servers it lists with this one entry, so the client reaches them only\nthrough the gateway:\n%s\n", f.Path, entry)
			if len(inputs) > 0 {
				fmt.Fprintf(a.stdout, "Keep its \"inputs\" (%s): the client still asks you for them and hands them to the gateway.\n", strings.Join(inputs, ", "))
			}
		}
	}
}

func printLeftOut(a *app, leftOut []string) {
	if len(leftOut) == 0 {
		return
	}
	fmt.Fprintln(a.stdout, "\nLeft out:")
	for _, l := range leftOut {
		fmt.Fprintf(a.stdout, "  %s\n", l)
	}
}

// gatewayEntry is the client config entry that runs the gateway, in the
// shape the file itself uses: VS Code's "servers" (or its settings'
// "mcp": {"servers"}) with a type, or "mcpServers". An ${input:id} a server uses is passed through the
// gateway's environment, so the client keeps prompting for it.
func gatewayEntry(exe, config, policies string, f crawler.ConfigFile, entries []*crawler.ConfigEntry) (string, []string) {
	server := map[string]any{"command": exe, "args": []string{"gateway", "--config", config, "--policies", policies, "--stdio"}}
	env := map[string]string{}
	var ids []string
	for _, e := range entries {
		for _, in := range e.Inputs {
			if !slices.Contains(ids, in.ID) {
				ids = append(ids, in.ID)
				env[clientconfig.InputEnvName(in.ID)] = "${input:" + in.ID + "}"
			}
		}
	}
	if len(env) > 0 {
		server["env"] = env
	}
	var doc any = map[string]any{"mcpServers": map[string]any{"mcpscan-gateway": server}}
	switch {
	case f.ServersKey == "servers" || f.ServersKey == "" && f.Client == clientconfig.ClientVSCode:
		server["type"] = "stdio"
		doc = map[string]any{"servers": map[string]any{"mcpscan-gateway": server}}
	case f.ServersKey == "mcp.servers":
		server["type"] = "stdio"
		doc = map[string]any{"mcp": map[string]any{"servers": map[string]any{"mcpscan-gateway": server}}}
	}
	data, _ := json.MarshalIndent(doc, "", "  ")
	return string(data), ids
}

// executable is how the user can run this mcpscan again: the installed
// binary, or plain "mcpscan" when this one is a throwaway 'go run' build.
func executable() string {
	exe, err := os.Executable()
	if err != nil || strings.Contains(exe, string(filepath.Separator)+"go-build") {
		return "mcpscan"
	}
	return exe
}

func quoteArgs(args []string) []string {
	out := slices.Clone(args)
	for i, a := range out {
		if strings.ContainsAny(a, " \t'\"$\\") {
			out[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
	}
	return out
}
