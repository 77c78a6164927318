package crawler

import (
	"context"
	"errors"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/registryapi"
)

// RegistrySource lists servers from the official MCP registry API. Its
// state is the newest updatedAt seen, so the next incremental run asks only
// for servers updated since (updated_since). Deleted servers are skipped.
type RegistrySource struct {
	Client  *registryapi.Client
	BaseURL string
	Options registryapi.ListOptions
	Limit   int // stop after this many servers (0: all)
}

// Name implements Source.
func (s *RegistrySource) Name() string { return string(catalog.SourceRegistry) }

// Target implements Source.
func (s *RegistrySource) Target() string { return s.BaseURL }

// errLimit stops a listing once Limit servers were emitted.
type errLimit struct{}

func (errLimit) Error() string { return "limit reached" }

// Find implements Source.
func (s *RegistrySource) Find(ctx context.Context, state string, emit func(Item) error) (string, error) {
	opts := s.Options
	if state != "" {
		if t, err := time.Parse(time.RFC3339Nano, state); err == nil {
			opts.UpdatedSince = t
		}
	}
	n := 0
	stats, err := s.Client.List(ctx, opts, func(e registryapi.Entry) error {
		if e.Status == registryapi.StatusDeleted {
			return nil
		}
		if s.Limit > 0 && n >= s.Limit {
			return errLimit{}
		}
		n++
		return emit(Item{Server: e.Server, Location: s.BaseURL})
	})
	if errors.As(err, new(errLimit)) {
		// A partial listing must not move the resume point.
		return state, nil
	}
	if err != nil {
		return state, err
	}
	if stats.NewestUpdate.IsZero() {
		return state, nil
	}
	return stats.NewestUpdate.UTC().Format(time.RFC3339Nano), nil
}
