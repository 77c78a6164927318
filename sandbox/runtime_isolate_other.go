//go:build !linux

package sandbox

// limitAddressSpace does nothing outside Linux: there the isolated child
// is bounded by the deadline (it is killed) and the in-process guards, not
// by an address-space limit.
func limitAddressSpace(uint64) error { return nil }
