package webapp

import "connectrpc.com/connect"

func newReq[T any](m *T) *connect.Request[T] { return connect.NewRequest(m) }
