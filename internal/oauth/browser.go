package oauth

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
)

// OpenBrowser opens u in the user's browser: the first command of
// $BROWSER that starts (a colon-separated list; "%s" in one stands for
// the URL, which is otherwise its last argument), else the platform's
// opener (xdg-open, open, or the URL handler on Windows). The command is
// started without a shell and not waited for.
func OpenBrowser(ctx context.Context, u string) error {
	return openWith(ctx, os.Getenv("BROWSER"), runtime.GOOS, u)
}

func openWith(ctx context.Context, browserEnv, goos, u string) error {
	// The browser outlives the request that opened it.
	ctx = context.WithoutCancel(ctx)
	var cmds [][]string
	for _, c := range strings.Split(browserEnv, ":") {
		f := strings.Fields(c)
		if len(f) == 0 {
			continue
		}
		substituted := false
		for i, a := range f {
			if strings.Contains(a, "%s") {
				f[i] = strings.ReplaceAll(a, "%s", u)
				substituted = true
			}
		}
		if !substituted {
			f = append(f, u)
		}
		cmds = append(cmds, f)
	}
	switch goos {
	case "darwin":
		cmds = append(cmds, []string{"open", u})
	case "windows":
		cmds = append(cmds, []string{"rundll32", "url.dll,FileProtocolHandler", u})
	default:
		cmds = append(cmds, []string{"xdg-open", u})
	}
	var errs []error
	for _, c := range cmds {
		cmd := exec.CommandContext(ctx, c[0], c[1:]...) //nolint:gosec // the user's own $BROWSER or the platform opener, no shell
		cmd.Stdout, cmd.Stderr = nil, nil
		if err := cmd.Start(); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", c[0], err))
			continue
		}
		go func() { _ = cmd.Wait() }()
		return nil
	}
	return fmt.Errorf("no browser could be started (set $BROWSER): %w", errors.Join(errs...))
}
