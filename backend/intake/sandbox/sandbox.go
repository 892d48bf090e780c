// Package sandbox runs the external document tools (poppler, tesseract) as
// bounded subprocesses. A hostile file can make a PDF renderer or an OCR
// engine allocate gigabytes or loop; running them in a child process with an
// address-space limit, a context deadline and a capped output keeps the
// service itself alive whatever the file does.
package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Limits bounds one subprocess.
type Limits struct {
	// MemoryBytes caps the child's address space (prlimit --as). 0 means no cap.
	MemoryBytes int64
	// MaxOutput caps stdout; a child that writes more is killed. 0 means 64 MiB.
	MaxOutput int64
	// CPU caps the child's CPU time (prlimit --cpu, whole seconds, rounded
	// up); 0 means no cap. Unlike the context deadline it does not grow
	// when the machine is busy, so it can be set tight: a file built to keep
	// a parser busy is stopped after its share of CPU, not at the deadline.
	CPU time.Duration
}

// ErrOutputTooLarge is returned when a child writes more than Limits.MaxOutput.
var ErrOutputTooLarge = errors.New("sandbox: output limit exceeded")

// ExitError describes a child that ran but failed. Stderr (first 2 KB) is
// for the caller's decisions (e.g. poppler's "Incorrect password") and is
// deliberately left out of Error(): parser diagnostics can quote tokens of
// the document, and error strings end up in logs.
type ExitError struct {
	Tool   string
	Code   int    // exit code, -1 when killed by a signal
	Signal string // signal name when killed
	Stderr string
}

func (e *ExitError) Error() string {
	if e.Signal != "" {
		return fmt.Sprintf("%s killed (%s, %d bytes of stderr)", e.Tool, e.Signal, len(e.Stderr))
	}
	return fmt.Sprintf("%s exited with %d (%d bytes of stderr)", e.Tool, e.Code, len(e.Stderr))
}

// Runner starts tools. The zero value works; Prlimit is looked up once by New.
type Runner struct {
	prlimit string // path of prlimit(1), empty when unavailable
	env     []string
}

// New returns a Runner. It uses prlimit(1) from util-linux to apply memory
// limits: Go's os/exec cannot set rlimits between fork and exec.
func New() *Runner {
	p, _ := exec.LookPath("prlimit")
	r := &Runner{
		prlimit: p,
		// A minimal, fixed environment: OMP_THREAD_LIMIT=1 because
		// tesseract's default two OpenMP threads make it several times slower
		// when the cores are already busy; LC_ALL=C for stable tool messages.
		env: []string{"PATH=" + os.Getenv("PATH"), "OMP_THREAD_LIMIT=1", "LC_ALL=C", "HOME=/nonexistent"},
	}
	// A deployment may keep tesseract's models elsewhere.
	if v, ok := os.LookupEnv("TESSDATA_PREFIX"); ok {
		r.env = append(r.env, "TESSDATA_PREFIX="+v)
	}
	return r
}

// HasMemoryLimits reports whether memory limits are enforced.
func (r *Runner) HasMemoryLimits() bool { return r.prlimit != "" }

// Run runs tool with args, feeding stdin (may be nil), and returns stdout.
// It returns ctx's error (wrapped) when the context ended first, *ExitError
// when the tool failed, ErrOutputTooLarge when it wrote too much.
func (r *Runner) Run(ctx context.Context, lim Limits, stdin io.Reader, tool string, args ...string) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%s not started: %w", tool, err)
	}
	name, argv := tool, args
	if r.prlimit != "" && (lim.MemoryBytes > 0 || lim.CPU > 0) {
		name = r.prlimit
		argv = []string{"--core=0"}
		if lim.MemoryBytes > 0 {
			argv = append(argv, "--as="+strconv.FormatInt(lim.MemoryBytes, 10))
		}
		if lim.CPU > 0 {
			secs := int64((lim.CPU + time.Second - 1) / time.Second)
			argv = append(argv, "--cpu="+strconv.FormatInt(secs, 10))
		}
		argv = append(append(argv, "--", tool), args...)
	}
	maxOut := lim.MaxOutput
	if maxOut <= 0 {
		maxOut = 64 << 20
	}
	cmd := exec.CommandContext(ctx, name, argv...)
	cmd.Env = r.env
	cmd.Stdin = stdin
	// Own process group so that a kill reaches anything the tool spawned.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 2 * time.Second
	stdout := &capped{max: maxOut}
	stderr := &truncating{max: 2048}
	cmd.Stdout = stdout
	cmd.Stderr = stderr
	errc := cmd.Run()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("%s: %w", tool, context.Cause(ctx))
	}
	if stdout.over {
		return nil, fmt.Errorf("%s: %w", tool, ErrOutputTooLarge)
	}
	if errc != nil {
		ee := &ExitError{Tool: tool, Code: -1, Stderr: strings.TrimSpace(stderr.buf.String())}
		var xe *exec.ExitError
		if errors.As(errc, &xe) {
			ee.Code = xe.ExitCode()
			if ws, ok := xe.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
				ee.Signal = ws.Signal().String()
			}
			return nil, ee
		}
		// Not started at all (binary missing): an operator problem, not the file's.
		return nil, fmt.Errorf("run %s: %w", tool, errc)
	}
	return stdout.buf.Bytes(), nil
}

// capped is a writer that keeps at most max bytes and then fails, which makes
// os/exec stop copying and the child die of SIGPIPE.
type capped struct {
	buf  bytes.Buffer
	max  int64
	over bool
}

func (c *capped) Write(p []byte) (int, error) {
	if int64(c.buf.Len()+len(p)) > c.max {
		c.over = true
		return 0, ErrOutputTooLarge
	}
	return c.buf.Write(p)
}

// truncating keeps the first max bytes and silently drops the rest, so a
// chatty tool (poppler prints one line per syntax error) is never blocked.
type truncating struct {
	buf bytes.Buffer
	max int
}

func (t *truncating) Write(p []byte) (int, error) {
	if room := t.max - t.buf.Len(); room > 0 {
		t.buf.Write(p[:min(room, len(p))])
	}
	return len(p), nil
}
