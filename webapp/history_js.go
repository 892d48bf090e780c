//go:build js && wasm

package webapp

import (
	"context"
	"fmt"
	"syscall/js"
	"time"

	"github.com/hack-pad/go-indexeddb/idb"
)

const (
	historyDB    = "papierkram"
	historyStore = "history"
)

// idbHistory keeps entries in IndexedDB as JSON strings keyed by id.
type idbHistory struct {
	db  *idb.Database
	now func() time.Time
}

// openHistory opens (and on first use creates) the browser's store.
func openHistory(ctx context.Context) (History, error) {
	return openIDBHistory(ctx, historyDB, time.Now)
}

func openIDBHistory(ctx context.Context, name string, now func() time.Time) (*idbHistory, error) {
	req, err := idb.Global().Open(ctx, name, 1, func(db *idb.Database, oldVersion, newVersion uint) error {
		_, err := db.CreateObjectStore(historyStore, idb.ObjectStoreOptions{})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("open IndexedDB: %w", err)
	}
	db, err := req.Await(ctx)
	if err != nil {
		return nil, fmt.Errorf("open IndexedDB: %w", err)
	}
	return &idbHistory{db: db, now: now}, nil
}

func (h *idbHistory) store(mode idb.TransactionMode) (*idb.Transaction, *idb.ObjectStore, error) {
	tx, err := h.db.Transaction(mode, historyStore)
	if err != nil {
		return nil, nil, err
	}
	st, err := tx.ObjectStore(historyStore)
	return tx, st, err
}

func (h *idbHistory) List(ctx context.Context) ([]HistoryEntry, error) {
	tx, st, err := h.store(idb.TransactionReadOnly)
	if err != nil {
		return nil, err
	}
	keysReq, err := st.GetAllKeys()
	if err != nil {
		return nil, err
	}
	keys, err := keysReq.Await(ctx)
	if err != nil {
		return nil, err
	}
	var all []HistoryEntry
	for _, k := range keys {
		req, err := st.Get(k)
		if err != nil {
			return nil, err
		}
		v, err := req.Await(ctx)
		if err != nil {
			return nil, err
		}
		if v.Type() != js.TypeString {
			continue
		}
		e, err := decodeEntry(v.String())
		if err != nil {
			e = HistoryEntry{ID: k.String()} // unreadable: expire it below
		}
		all = append(all, e)
	}
	if err := tx.Await(ctx); err != nil {
		return nil, err
	}
	fresh, expired := partition(all, h.now())
	if len(expired) > 0 {
		if err := h.delete(ctx, expired); err != nil {
			return nil, err
		}
	}
	return fresh, nil
}

func (h *idbHistory) delete(ctx context.Context, ids []string) error {
	tx, st, err := h.store(idb.TransactionReadWrite)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if _, err := st.Delete(js.ValueOf(id)); err != nil {
			return err
		}
	}
	return tx.Await(ctx)
}

func (h *idbHistory) Add(ctx context.Context, e HistoryEntry) error {
	s, err := encodeEntry(e)
	if err != nil {
		return err
	}
	tx, st, err := h.store(idb.TransactionReadWrite)
	if err != nil {
		return err
	}
	if _, err := st.PutKey(js.ValueOf(e.ID), js.ValueOf(s)); err != nil {
		return err
	}
	return tx.Await(ctx)
}

func (h *idbHistory) Clear(ctx context.Context) error {
	tx, st, err := h.store(idb.TransactionReadWrite)
	if err != nil {
		return err
	}
	if _, err := st.Clear(); err != nil {
		return err
	}
	return tx.Await(ctx)
}
