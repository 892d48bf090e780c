//go:build js && wasm

package webapp

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hack-pad/go-indexeddb/idb"
)

// Runs in headless Chromium (make test-wasm): the real IndexedDB.
func TestIndexedDBHistory(t *testing.T) {
	ctx := context.Background()
	now := time.Now().UTC()
	clock := now
	h, err := openIDBHistory(ctx, fmt.Sprintf("papierkram-test-%d", now.UnixNano()), func() time.Time { return clock })
	if err != nil {
		t.Fatal(err)
	}
	for i, age := range []time.Duration{time.Minute, 2 * time.Hour, 25 * time.Hour} {
		e := HistoryEntry{ID: fmt.Sprint(i), CreatedAt: now.Add(-age), FileName: "f.pdf", DocumentType: "mahnung", Result: `{"documentType":"mahnung"}`}
		if err := h.Add(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	got, err := h.List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != "0" || got[1].ID != "1" || got[0].Result == "" {
		t.Fatalf("list = %+v", got)
	}
	// The expired entry is gone from the store, not just hidden.
	_, st, err := h.store(idb.TransactionReadOnly)
	if err != nil {
		t.Fatal(err)
	}
	n, err := st.Count()
	if err != nil {
		t.Fatal(err)
	}
	if c, err := n.Await(ctx); err != nil || c != 2 {
		t.Fatalf("stored entries = %d, %v; want 2", c, err)
	}
	if err := h.Clear(ctx); err != nil {
		t.Fatal(err)
	}
	if got, _ := h.List(ctx); len(got) != 0 {
		t.Fatalf("after clear = %+v", got)
	}
}
