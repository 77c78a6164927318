package sandbox

import "context"

func (r *Runtime) runIsolated(ctx context.Context, s Script, caller ToolCaller, parentID string) (*Result, *Error) {
	return r.runInProcess(ctx, s, caller, parentID)
}
