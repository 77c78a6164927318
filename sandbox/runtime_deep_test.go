package sandbox

import (
	"strings"
	"context"
	"os"
	"testing"
	"time"
)

func TestDeepScratch(t *testing.T) {
	code := os.Getenv("DEEP")
	if code == "" {
		t.Skip()
	}
	start := time.Now()
	res, err := New(Config{Timeout: 5 * time.Second}).Run(context.Background(), Script{Code: code}, nil, "")
	if err != nil {
		t.Logf("%v in %v", err, time.Since(start))
		return
	}
	v := string(res.Value)
	if len(v) > 100 {
		v = v[:100]
	}
	t.Logf("%s in %v", v, time.Since(start))
}

func TestDeepCode(t *testing.T) {
	if os.Getenv("DEEPCODE") == "" {
		t.Skip()
	}
	for _, code := range []string{
		strings.Repeat("(", 120000) + "1" + strings.Repeat(")", 120000),
		strings.Repeat("[", 120000) + strings.Repeat("]", 120000),
		"x = " + strings.Repeat("{a:", 60000) + "1" + strings.Repeat("}", 60000),
		strings.Repeat("-", 200000) + "1",
		strings.Repeat("!", 200000) + "1",
		strings.Repeat("a?", 60000) + "1" + strings.Repeat(":1", 60000),
		strings.Repeat("if(1)", 50000) + "1",
	} {
		start := time.Now()
		res, err := New(Config{Timeout: 20 * time.Second}).Run(context.Background(), Script{Code: code}, nil, "")
		t.Logf("%d bytes: %v %v in %v", len(code), res != nil, err, time.Since(start))
	}
}
