package main

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"papierkram/backend/auth"
	"papierkram/backend/internal/pgtest"
	"papierkram/backend/org"
	"papierkram/backend/statement/synth"
	"papierkram/backend/usage"
)

// TestTwoInstancesShareState starts two server processes on one database
// and checks that the per-minute rate limit and the Trial quota are shared,
// as they must be behind a load balancer.
func TestTwoInstancesShareState(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts two server processes")
	}
	db, dbURL := pgtest.New(t)
	bin := filepath.Join(t.TempDir(), "papierkram")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	a, _ := startInstance(t, bin, dbURL)
	b, _ := startInstance(t, bin, dbURL)

	ctx := context.Background()
	o, err := org.NewStore(db).Create(ctx, "Zwei Instanzen GmbH", "two@example.com", usage.Trial)
	if err != nil {
		t.Fatal(err)
	}
	_, key, err := auth.NewKeys(db).Create(ctx, o.ID, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	get := func(base string) int {
		req, _ := http.NewRequest("GET", base+"/api/v1/usage", nil)
		req.Header.Set("Authorization", "Bearer "+key)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}

	t.Run("rate limit", func(t *testing.T) {
		if _, err := org.NewStore(db).SetRateLimit(ctx, o.ID, 4); err != nil {
			t.Fatal(err)
		}
		if s := time.Now().Second(); s >= 55 {
			time.Sleep(time.Duration(61-s) * time.Second)
		}
		got := []int{get(a), get(b), get(a), get(b), get(a), get(b)}
		want := []int{200, 200, 200, 200, 429, 429}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("statuses across instances = %v, want %v", got, want)
		}
	})

	t.Run("trial quota", func(t *testing.T) {
		if _, err := org.NewStore(db).SetRateLimit(ctx, o.ID, 1000); err != nil {
			t.Fatal(err)
		}
		start, _ := usage.PeriodFor(o.Tier, o.CreatedAt, nil, nil, time.Now())
		if _, err := db.Exec(ctx, `INSERT INTO usage_counters (org_id, period_start, billable_calls) VALUES ($1, $2, 49)`, o.ID, start); err != nil {
			t.Fatal(err)
		}
		st, err := synth.Generate("signed", 7)
		if err != nil {
			t.Fatal(err)
		}
		pdf, err := st.PDF()
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		counts := map[int]int{}
		for i := range 6 {
			base := a
			if i%2 == 1 {
				base = b
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				code := postAnalyze(t, base, key, pdf)
				mu.Lock()
				counts[code]++
				mu.Unlock()
			}()
		}
		wg.Wait()
		if counts[200] != 1 || counts[402] != 5 {
			t.Fatalf("statuses = %v, want one 200 and five 402", counts)
		}
		rep, err := usage.NewMeter(db).Get(ctx, o.ID)
		if err != nil || rep.BillableCalls != 50 {
			t.Fatalf("billable = %d, %v", rep.BillableCalls, err)
		}
	})
}

func postAnalyze(t *testing.T, base, key string, file []byte) int {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("document_type", "kontoauszug")
	fw, _ := mw.CreateFormFile("file", "auszug.pdf")
	fw.Write(file)
	mw.Close()
	req, _ := http.NewRequest("POST", base+"/api/v1/analyze", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Error(err)
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

// startInstance runs `papierkram serve` on a free port until the test ends
// and returns its base URL and pid.
func startInstance(t *testing.T, bin, dbURL string) (string, int) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(), "PAPIERKRAM_DATABASE_URL="+dbURL, "PAPIERKRAM_ADDR="+addr, "PAPIERKRAM_LOG_LEVEL=warn")
	var logs bytes.Buffer
	cmd.Stderr = &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
		}
		if t.Failed() {
			t.Logf("instance %s logs:\n%s", addr, logs.String())
		}
	})
	base := "http://" + addr
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(base + "/readyz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return base, cmd.Process.Pid
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("instance %s did not become ready:\n%s", addr, logs.String())
	return "", 0
}
