package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// stampName is the file, beside the manifest, that says what the last
// complete build was made from and what it produced. It is removed when a
// build starts and written when one finishes, so an interrupted build is
// never taken for a complete one.
const stampName = ".mcpscan-stamp"

type stampFile struct {
	Stamp  string `json:"stamp"`
	Result Result `json:"result"`
}

// buildStamp is what a site's bytes depend on: the caller's stamp of the
// registry's content, the options, and this program (templates, styles
// and scripts are compiled in).
func buildStamp(opts Options) string {
	if opts.Stamp == "" {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00%d\x00%s", opts.Stamp, opts.RulesetVersion, opts.PolicyVersion, opts.PageSize, programDigest())
	return hex.EncodeToString(h.Sum(nil))
}

// programDigest identifies the running program by its bytes; "" when it
// cannot be read, which makes every build a full one.
var programDigest = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(exe) //nolint:gosec // the running program itself
	if err != nil {
		return ""
	}
	defer func() { _ = f.Close() }()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
})

// upToDate returns the result of the last build in dir when it was made
// from stamp and its manifest is still there.
func upToDate(dir, stamp string) (Result, bool) {
	if stamp == "" || programDigest() == "" {
		return Result{}, false
	}
	data, err := os.ReadFile(filepath.Join(dir, stampName)) //nolint:gosec // the directory the user builds into
	if err != nil {
		return Result{}, false
	}
	var sf stampFile
	if json.Unmarshal(data, &sf) != nil || sf.Stamp != stamp {
		return Result{}, false
	}
	for _, must := range []string{manifestName, "index.html"} {
		if _, err := os.Stat(filepath.Join(dir, must)); err != nil {
			return Result{}, false
		}
	}
	return sf.Result, true
}

func writeStampFile(dir, stamp string, res Result) error {
	if stamp == "" {
		return nil
	}
	data, err := json.Marshal(stampFile{Stamp: stamp, Result: res})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, stampName), data, 0o600)
}
