package site

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// manifestName is the file, at the top of a built site, that lists every
// file the build wrote with its content hash. It makes rebuilds
// incremental (a file whose bytes did not change is not rewritten), lets a
// rebuild remove pages of servers and tools that are gone, and marks the
// directory as one the builder may write into.
const manifestName = ".mcpscan-site"

const manifestHeader = "mcpscan-site 1"

// buildingMark, the manifest's second line while a build is under way,
// says the directory may hold files of a build that never finished: the
// next build claims every file in it, not only those listed.
const buildingMark = "#building"

type manifestEntry struct {
	hash string
	size int64
}

// output writes the files of one build into a directory.
type output struct {
	dir string

	mu        sync.Mutex
	old       map[string]manifestEntry
	now       map[string]manifestEntry
	dirs      map[string]bool
	written   int
	unchanged int
	bytes     int64
	largest   string // the largest HTML page
	largestN  int
}

// openOutput prepares dir for a build. A directory that is not empty and
// holds no manifest is refused: the build removes files it no longer
// produces, and must never do that to someone's home directory.
func openOutput(dir string) (*output, error) {
	o := &output{dir: dir, old: map[string]manifestEntry{}, now: map[string]manifestEntry{}, dirs: map[string]bool{}}
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil { //nolint:gosec // a public website
			return nil, fmt.Errorf("create %s: %w", dir, err)
		}
		return o, o.markBuilding()
	case err != nil:
		return nil, fmt.Errorf("read %s: %w", dir, err)
	}
	data, err := os.ReadFile(filepath.Join(dir, manifestName)) //nolint:gosec // the manifest of the directory the user builds into
	if errors.Is(err, fs.ErrNotExist) {
		if len(entries) > 0 {
			return nil, fmt.Errorf("%s is not empty and holds no %s: refusing to build a site into it (choose an empty or new directory)", dir, manifestName)
		}
		return o, o.markBuilding()
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", filepath.Join(dir, manifestName), err)
	}
	var building bool
	if o.old, building, err = parseManifest(string(data)); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, manifestName), err)
	}
	if building {
		// The last build stopped half way: every file here is one of
		// ours, listed or not, and goes unless this build writes it.
		if err := o.claimAll(); err != nil {
			return nil, err
		}
	}
	return o, o.markBuilding()
}

// markBuilding rewrites the manifest with the building mark (and what it
// lists now), so a build cut short leaves a directory the next build
// knows as its own.
func (o *output) markBuilding() error {
	var b strings.Builder
	b.WriteString(manifestHeader + "\n" + buildingMark + "\n")
	for _, rel := range slices.Sorted(maps.Keys(o.old)) {
		e := o.old[rel]
		fmt.Fprintf(&b, "%s\t%d\t%s\n", e.hash, e.size, rel)
	}
	tmp := filepath.Join(o.dir, manifestName+".tmp")
	if err := os.WriteFile(tmp, []byte(b.String()), 0o644); err != nil { //nolint:gosec // a public website
		return fmt.Errorf("write manifest: %w", err)
	}
	if err := os.Rename(tmp, filepath.Join(o.dir, manifestName)); err != nil {
		return fmt.Errorf("write manifest: %w", err)
	}
	return nil
}

// claimAll adds every file under the directory to what the last build
// wrote, with no hash (so each is written again, or removed).
func (o *output) claimAll() error {
	return filepath.WalkDir(o.dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(o.dir, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == manifestName || rel == manifestName+".tmp" || !filepath.IsLocal(rel) {
			return nil
		}
		if _, ok := o.old[rel]; !ok {
			o.old[rel] = manifestEntry{hash: "-", size: -1}
		}
		return nil
	})
}

// parseManifest reads "hash<TAB>size<TAB>path" lines after the header.
// Paths must stay inside the site: a doctored manifest must not make the
// build delete files elsewhere.
func parseManifest(text string) (map[string]manifestEntry, bool, error) {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) == 0 || lines[0] != manifestHeader {
		return nil, false, fmt.Errorf("not a site manifest (want first line %q)", manifestHeader)
	}
	building := len(lines) > 1 && lines[1] == buildingMark
	if building {
		lines = append(lines[:1], lines[2:]...)
	}
	out := make(map[string]manifestEntry, len(lines))
	for i, line := range lines[1:] {
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) != 3 {
			return nil, false, fmt.Errorf("line %d: want hash, size and path separated by tabs", i+2)
		}
		size, err := strconv.ParseInt(parts[1], 10, 64)
		if err != nil || size < -1 {
			return nil, false, fmt.Errorf("line %d: bad size %q", i+2, parts[1])
		}
		p := parts[2]
		if !filepath.IsLocal(p) || p != filepath.ToSlash(filepath.Clean(p)) || p == manifestName {
			return nil, false, fmt.Errorf("line %d: path %q is not a clean path inside the site", i+2, p)
		}
		out[p] = manifestEntry{hash: parts[0], size: size}
	}
	return out, building, nil
}

// afterWrite, when set (tests), runs after every file written.
var afterWrite func()

// write stores data at rel (slash-separated) unless the file already holds
// exactly these bytes.
func (o *output) write(rel string, data []byte) error {
	if afterWrite != nil {
		defer afterWrite()
	}
	h := contentHash(data)
	e := manifestEntry{hash: h, size: int64(len(data))}
	o.mu.Lock()
	if _, dup := o.now[rel]; dup {
		o.mu.Unlock()
		return fmt.Errorf("write %s: two pages of the build want this path", rel)
	}
	o.now[rel] = e
	old, known := o.old[rel]
	o.bytes += e.size
	if strings.HasSuffix(rel, ".html") && len(data) > o.largestN {
		o.largest, o.largestN = rel, len(data)
	}
	o.mu.Unlock()

	path := filepath.Join(o.dir, filepath.FromSlash(rel))
	if known && old == e {
		if info, err := os.Stat(path); err == nil && info.Size() == e.size {
			o.mu.Lock()
			o.unchanged++
			o.mu.Unlock()
			return nil
		}
	}
	if err := o.mkdir(filepath.Dir(path)); err != nil {
		return err
	}
	if !known {
		// A page no earlier build wrote: nobody can be reading it, so it
		// is written in place, saving a rename per file on a first build.
		if err := os.WriteFile(path, data, 0o644); err != nil { //nolint:gosec // a public website
			return fmt.Errorf("write %s: %w", rel, err)
		}
	} else if err := replaceFile(path, data); err != nil {
		return fmt.Errorf("write %s: %w", rel, err)
	}
	o.mu.Lock()
	o.written++
	o.mu.Unlock()
	return nil
}

// replaceFile writes a new version of a file by rename, so a server
// reading the site never sees half a page.
func replaceFile(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil { //nolint:gosec // a public website
		return err
	}
	return os.Rename(tmp, path)
}

func (o *output) mkdir(dir string) error {
	o.mu.Lock()
	done := o.dirs[dir]
	o.mu.Unlock()
	if done {
		return nil
	}
	// Most pages have a directory of their own under one that is known to
	// exist: one mkdir instead of MkdirAll's walk up the path.
	o.mu.Lock()
	parentDone := o.dirs[filepath.Dir(dir)]
	o.mu.Unlock()
	err := os.ErrNotExist
	if parentDone {
		err = os.Mkdir(dir, 0o755) //nolint:gosec // a public website
		if errors.Is(err, fs.ErrExist) {
			err = nil
		}
	}
	if err != nil {
		if err := os.MkdirAll(dir, 0o755); err != nil { //nolint:gosec // a public website
			return fmt.Errorf("create %s: %w", dir, err)
		}
	}
	o.mu.Lock()
	// MkdirAll made the parents too: remember them, or every page of a
	// server would walk the path again.
	for d := dir; !o.dirs[d] && strings.HasPrefix(d, o.dir); d = filepath.Dir(d) {
		o.dirs[d] = true
	}
	o.mu.Unlock()
	return nil
}

// finish removes the files an earlier build wrote and this one did not
// (pages of servers and tools that are gone), then writes the manifest.
func (o *output) finish() (removed int, err error) {
	var gone []string
	for rel := range o.old {
		if _, ok := o.now[rel]; !ok {
			gone = append(gone, rel)
		}
	}
	slices.Sort(gone)
	for _, rel := range gone {
		path := filepath.Join(o.dir, filepath.FromSlash(rel))
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return removed, fmt.Errorf("remove %s: %w", rel, err)
		}
		removed++
		// Empty directories left behind go too; a non-empty one stays.
		for d := filepath.Dir(path); d != o.dir && strings.HasPrefix(d, o.dir); d = filepath.Dir(d) {
			if os.Remove(d) != nil {
				break
			}
		}
	}
	paths := make([]string, 0, len(o.now))
	for rel := range o.now {
		paths = append(paths, rel)
	}
	slices.Sort(paths)
	tmp := filepath.Join(o.dir, manifestName+".tmp")
	f, err := os.Create(tmp) //nolint:gosec // inside the site directory
	if err != nil {
		return removed, fmt.Errorf("write manifest: %w", err)
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, manifestHeader)
	for _, rel := range paths {
		e := o.now[rel]
		fmt.Fprintf(w, "%s\t%d\t%s\n", e.hash, e.size, rel)
	}
	if err := w.Flush(); err != nil {
		_ = f.Close()
		return removed, fmt.Errorf("write manifest: %w", err)
	}
	if err := f.Close(); err != nil {
		return removed, fmt.Errorf("write manifest: %w", err)
	}
	if err := os.Rename(tmp, filepath.Join(o.dir, manifestName)); err != nil {
		return removed, fmt.Errorf("write manifest: %w", err)
	}
	return removed, nil
}
