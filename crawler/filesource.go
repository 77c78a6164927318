package crawler

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// FileSource reads tool dumps, tools/list results and server.json files
// from files and directories (every *.json below a directory).
type FileSource struct {
	Paths []string
}

// Name implements Source.
func (s *FileSource) Name() string { return string(catalog.SourceFile) }

// Target implements Source.
func (s *FileSource) Target() string { return strings.Join(s.Paths, ",") }

// Find implements Source.
func (s *FileSource) Find(ctx context.Context, state string, emit func(Item) error) (string, error) {
	files, err := ExpandPaths(s.Paths)
	if err != nil {
		return state, err
	}
	for _, f := range files {
		if err := ctx.Err(); err != nil {
			return state, err
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return state, fmt.Errorf("read %s: %w", f, err)
		}
		servers, err := catalog.DecodeServers(data, strings.TrimSuffix(filepath.Base(f), filepath.Ext(f)))
		if err != nil {
			return state, fmt.Errorf("%s: %w", f, err)
		}
		for _, srv := range servers {
			if err := emit(Item{Server: srv, Location: f}); err != nil {
				return state, err
			}
		}
	}
	return state, nil
}

// ExpandPaths turns files and directories into the sorted list of JSON files
// they name. A named file is taken whatever its extension.
func ExpandPaths(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".json") {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s: no .json files", p)
		}
		slices.Sort(found)
		out = append(out, found...)
	}
	return out, nil
}
