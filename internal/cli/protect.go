package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/gateway"
	"github.com/mcpscan/mcpscan/policygen"
	"github.com/mcpscan/mcpscan/registry"
)

// protect writes a gateway config holding the scanned servers as their
// configs declare them, and each server's recommended policy, then says
// how to run the gateway and what to put in the client's config instead of
// the servers. Only servers that could be read get an entry: the gateway
// refuses to start without a policy for each.
func (a *app) protect(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, src *crawler.ConfigSource,
	outcomes []crawler.Outcome, dir string, tell bool) error {
	ok := map[string]bool{}
	for _, o := range outcomes {
		if o.Err == nil {
			ok[o.Server] = true
		}
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return usageError("--protect %s: %w", dir, err)
	}
	policies := filepath.Join(abs, "policies")
	if err := os.MkdirAll(policies, 0o700); err != nil {
		return fmt.Errorf("--protect: %w", err)
	}
	var targets []introspect.Target
	taken := map[string]bool{}
	var renamed []string
	for _, e := range src.Entries() {
		if !ok[e.Name] {
			continue
		}
		name := gateway.ServerName(e.Name)
		for i := 2; taken[name]; i++ {
			name = fmt.Sprintf("%s-%d", gateway.ServerName(e.Name), i)
		}
		taken[name] = true
		if name != e.Name {
			renamed = append(renamed, fmt.Sprintf("%s → %s", e.Name, name))
		}
		stored, err := store.Server(ctx, e.Name)
		if err != nil {
			return err
		}
		_, data, err := a.recommendedPolicy(ctx, store, rs, stored.Server, policygen.Options{})
		if err != nil {
			return err
		}
		if err := writeFileAtomic(gateway.PolicyPath(policies, name), data); err != nil {
			return err
		}
		t := e.Target
		t.Name = name
		targets = append(targets, t)
	}
	if len(targets) == 0 {
		fmt.Fprintln(a.stdout, "\nNo server could be read, so there is nothing to put behind the gateway yet.")
		return nil
	}
	cfg, err := gateway.EncodeConfig(targets, nil)
	if err != nil {
		return err
	}
	// The servers' env and headers may hold credentials, as the client's
	// own config does: the file is the user's alone.
	config := filepath.Join(abs, "servers.json")
	if err := writeFileAtomic(config, append(cfg, '\n')); err != nil {
		return err
	}
	if !tell {
		return nil
	}
	exe := executable()
	args := []string{"gateway", "--config", config, "--policies", policies, "--stdio"}
	entry, _ := json.MarshalIndent(map[string]any{"mcpServers": map[string]any{
		"mcpscan-gateway": map[string]any{"command": exe, "args": args}}}, "", "  ")
	fmt.Fprintf(a.stdout, "\nWrote the gateway config for %d server(s) and their policies:\n  %s\n  %s%c*.policy.json\n",
		len(targets), config, policies, filepath.Separator)
	if len(renamed) > 0 {
		fmt.Fprintf(a.stdout, "Renamed for the gateway: %s\n", strings.Join(renamed, ", "))
	}
	fmt.Fprintf(a.stdout, "\nTry it:  %s %s\n", exe, strings.Join(quoteArgs(args), " "))
	fmt.Fprintf(a.stdout, "\nThen, in each client config read above, replace the servers it lists with this one entry, so the\nclient reaches them only through the gateway:\n%s\n", entry)
	return nil
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
