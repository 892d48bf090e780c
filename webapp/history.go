package webapp

import (
	"context"
	"encoding/json"
	"sort"
	"time"
)

// HistoryTTL is how long results stay in the browser (spec 1.6: extracted
// data is deleted at the latest 24 hours after processing).
const HistoryTTL = 24 * time.Hour

// HistoryEntry is one analysis result kept in the browser. Result is the
// response as protobuf JSON. The server never sees the history.
type HistoryEntry struct {
	ID           string    `json:"id"`
	CreatedAt    time.Time `json:"created_at"`
	FileName     string    `json:"file_name"`
	DocumentType string    `json:"document_type"`
	Result       string    `json:"result"`
}

// History stores entries: IndexedDB in the browser (history_js.go), memory
// elsewhere (history_other.go), so components compile on the server too.
type History interface {
	// List returns unexpired entries, newest first, and deletes expired ones.
	List(ctx context.Context) ([]HistoryEntry, error)
	Add(ctx context.Context, e HistoryEntry) error
	Clear(ctx context.Context) error
}

// partition splits entries into fresh ones (newest first) and the ids of
// expired ones.
func partition(all []HistoryEntry, now time.Time) (fresh []HistoryEntry, expired []string) {
	for _, e := range all {
		if now.Sub(e.CreatedAt) >= HistoryTTL || e.CreatedAt.After(now.Add(time.Hour)) {
			expired = append(expired, e.ID)
			continue
		}
		fresh = append(fresh, e)
	}
	sort.SliceStable(fresh, func(i, j int) bool { return fresh[i].CreatedAt.After(fresh[j].CreatedAt) })
	return fresh, expired
}

func encodeEntry(e HistoryEntry) (string, error) {
	b, err := json.Marshal(e)
	return string(b), err
}

func decodeEntry(s string) (HistoryEntry, error) {
	var e HistoryEntry
	err := json.Unmarshal([]byte(s), &e)
	return e, err
}

// memoryHistory is the in-memory History (server builds, tests).
type memoryHistory struct {
	entries map[string]string
	now     func() time.Time
}

func newMemoryHistory(now func() time.Time) *memoryHistory {
	return &memoryHistory{entries: map[string]string{}, now: now}
}

func (m *memoryHistory) List(context.Context) ([]HistoryEntry, error) {
	var all []HistoryEntry
	for _, s := range m.entries {
		e, err := decodeEntry(s)
		if err != nil {
			continue
		}
		all = append(all, e)
	}
	fresh, expired := partition(all, m.now())
	for _, id := range expired {
		delete(m.entries, id)
	}
	return fresh, nil
}

func (m *memoryHistory) Add(_ context.Context, e HistoryEntry) error {
	s, err := encodeEntry(e)
	if err != nil {
		return err
	}
	m.entries[e.ID] = s
	return nil
}

func (m *memoryHistory) Clear(context.Context) error {
	clear(m.entries)
	return nil
}

// PruneHistory deletes expired results from the browser's store. The
// portal calls it on every page load, so results do not outlive 24 hours
// in a browser that only visits other pages.
func PruneHistory(ctx context.Context) error {
	h, err := openHistory(ctx)
	if err != nil {
		return err
	}
	_, err = h.List(ctx)
	return err
}
