package sandbox

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// limitAddressSpace caps this process's address space (RLIMIT_AS) at what
// it has mapped now plus extra bytes. Go reserves address space well
// beyond what it uses, so the cap must start from the current size.
func limitAddressSpace(extra uint64) error {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return fmt.Errorf("read the address-space size: %w", err)
	}
	fields := strings.Fields(string(b))
	if len(fields) == 0 {
		return fmt.Errorf("read the address-space size: empty /proc/self/statm")
	}
	pages, err := strconv.ParseUint(fields[0], 10, 64)
	if err != nil {
		return fmt.Errorf("read the address-space size: %w", err)
	}
	limit := pages*nonNegative(int64(os.Getpagesize())) + extra
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: limit, Max: limit}); err != nil {
		return fmt.Errorf("set RLIMIT_AS to %d bytes: %w", limit, err)
	}
	return nil
}
