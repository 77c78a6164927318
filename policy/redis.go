package policy

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/redis/go-redis/v9"
)

// redisTTLMargin is how long a Redis counter outlives the end of its
// window. Gateway replicas compute the window from their own clocks; the
// margin keeps a counter alive for a replica whose clock runs a little
// behind, so it does not start the window afresh at zero.
const redisTTLMargin = 5 * time.Second

// redisPingTimeout bounds the connection check in OpenRedis, so that a
// gateway pointed at a dead Redis fails at start-up rather than hanging.
const redisPingTimeout = 3 * time.Second

// reserveScript adds one to the counter unless that would take it over the
// limit. Running it inside Redis makes the read, the check and the write
// one atomic step for every gateway replica sharing the server.
//
// KEYS[1] is the counter, ARGV[1] the limit, ARGV[2] the time to live in
// milliseconds. It returns {1, count} when the call is counted and
// {0, count} when it is not, count being the value afterwards.
var reserveScript = redis.NewScript(`
local n = redis.call('INCR', KEYS[1])
if n == 1 then
	-- First use in this window: the key must not outlive the window.
	redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
if n > tonumber(ARGV[1]) then
	n = redis.call('DECR', KEYS[1])
	if n == 0 then
		-- A refused call leaves no key behind, as if it had never come.
		redis.call('DEL', KEYS[1])
	end
	return {0, n}
end
return {1, n}
`)

// releaseScript takes one back from the counter. It never creates the key
// and never takes the count below zero, so a stray Release (one whose
// window has expired, or a double release) cannot grant an extra call.
var releaseScript = redis.NewScript(`
local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then
	return redis.call('DECR', KEYS[1])
end
return 0
`)

// RedisCounters keeps counters in Redis, so that every gateway replica
// sharing the server enforces the same limits. Each counter is one Redis
// key (named by CounterKey.String) that expires shortly after its window
// ends.
type RedisCounters struct {
	client redis.UniversalClient
	now    func() time.Time // the clock used for expiry times; time.Now
}

// NewRedisCounters returns a counter store that uses client. Close closes
// the client. Each operation returns by its context's deadline whatever
// the client's own timeouts: a client made without OpenRedis's options
// would otherwise wait out go-redis's read timeout and retries past it.
func NewRedisCounters(client redis.UniversalClient) *RedisCounters {
	return &RedisCounters{client: client, now: time.Now}
}

// OpenRedis connects to the Redis server at rawURL (redis://, rediss://
// for TLS, as understood by redis.ParseURL, e.g.
// redis://user:password@host:6379/0) and checks that it answers. Errors
// name the URL with its password masked.
func OpenRedis(ctx context.Context, rawURL string) (*RedisCounters, error) {
	opts, err := redis.ParseURL(rawURL)
	if err != nil {
		// url.Parse errors quote the whole URL, password included; keep
		// only the reason.
		var uerr *url.Error
		if errors.As(err, &uerr) {
			err = uerr.Err
		}
		return nil, fmt.Errorf("redis URL %s: %w", redactURL(rawURL), err)
	}
	// The start-up check dials once and does not retry, so a wrong
	// address or a server that is down fails at once with one error. The
	// client kept for the counters retries as usual.
	probeOpts := *opts
	probeOpts.MaxRetries = -1
	probeOpts.DialerRetries = 1
	probe := redis.NewClient(&probeOpts)
	pctx, cancel := context.WithTimeout(ctx, redisPingTimeout)
	defer cancel()
	err = probe.Ping(pctx).Err()
	_ = probe.Close() // the ping's result is what matters
	if err != nil {
		return nil, fmt.Errorf("cannot connect to redis at %s: %w", redactURL(rawURL), err)
	}
	return NewRedisCounters(redis.NewClient(counterOptions(opts))), nil
}

// counterOptions are the client options of the counters: a Redis that
// takes the connection and never answers must not hold a call past its
// own deadline (go-redis waits out its read timeout, and retries,
// unless told to heed the context's deadline).
func counterOptions(opts *redis.Options) *redis.Options {
	opts.ContextTimeoutEnabled = true
	return opts
}

// redactURL is rawURL fit for an error message: the password masked, or
// a placeholder when the URL cannot be parsed (its text might hold a
// password in a place we cannot find).
func redactURL(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "(unparsable URL)"
	}
	return u.Redacted()
}

// Reserve implements Counters.
func (r *RedisCounters) Reserve(ctx context.Context, k CounterKey, limit int) (bool, int, error) {
	res, err := withinDeadline(ctx, func() ([]int64, error) {
		return reserveScript.Run(ctx, r.client, []string{k.String()}, limit, r.ttl(k).Milliseconds()).Int64Slice()
	})
	if err != nil {
		return false, 0, fmt.Errorf("reserve %s: %w", k, err)
	}
	if len(res) != 2 {
		return false, 0, fmt.Errorf("reserve %s: script returned %d values, want 2", k, len(res))
	}
	return res[0] == 1, int(res[1]), nil
}

// ttl is how long the key for k should live from now: to the end of its
// window plus the margin, and never less than the margin, so a key is
// not deleted at once when a replica's clock has already left the window.
func (r *RedisCounters) ttl(k CounterKey) time.Duration {
	end := k.Start.Add(k.Window.Duration())
	return max(end.Sub(r.now()), 0) + redisTTLMargin
}

// Release implements Counters.
func (r *RedisCounters) Release(ctx context.Context, k CounterKey) error {
	_, err := withinDeadline(ctx, func() (any, error) {
		return nil, releaseScript.Run(ctx, r.client, []string{k.String()}).Err()
	})
	if err != nil {
		return fmt.Errorf("release %s: %w", k, err)
	}
	return nil
}

// Count implements Counters.
func (r *RedisCounters) Count(ctx context.Context, k CounterKey) (int, error) {
	n, err := withinDeadline(ctx, func() (int, error) {
		return r.client.Get(ctx, k.String()).Int()
	})
	if errors.Is(err, redis.Nil) {
		return 0, nil // no calls counted in this window yet
	}
	if err != nil {
		return 0, fmt.Errorf("count %s: %w", k, err)
	}
	return n, nil
}

// withinDeadline runs op and returns its result, or ctx's error as soon
// as ctx ends, leaving op to finish on its own: the call's deadline is
// kept even by a client whose options ignore it.
func withinDeadline[T any](ctx context.Context, op func() (T, error)) (T, error) {
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1) // op's goroutine never blocks on a reader that left
	go func() {
		v, err := op()
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// Close closes the Redis client.
func (r *RedisCounters) Close() error {
	return r.client.Close()
}

var _ Counters = (*RedisCounters)(nil)
