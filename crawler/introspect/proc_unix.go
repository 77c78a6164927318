//go:build unix

package introspect

import (
	"os/exec"
	"syscall"
)

// ownProcessGroup puts the server in a process group of its own, so that
// killing the group also ends what it started (npx starts node, shells
// start their children).
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func killProcessGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
