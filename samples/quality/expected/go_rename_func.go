package peers

import (
	"fmt"
	"net"
	"strconv"
	"strings"
)

// Peer is one node of the cluster.
type Peer struct {
	Host string
	Port int
}

// parseAddress splits "host:port" into a Peer; parseAddress("db:5432") -> {db 5432}.
func parseAddress(addr string) (Peer, error) {
	host, port, err := net.SplitHostPort(strings.TrimSpace(addr))
	if err != nil {
		return Peer{}, fmt.Errorf("parseAddr %q: %w", addr, err)
	}
	n, err := strconv.Atoi(port)
	if err != nil || n <= 0 || n > 65535 {
		return Peer{}, fmt.Errorf("parseAddr %q: bad port", addr)
	}
	return Peer{Host: host, Port: n}, nil
}

// parseAddrs parses a comma-separated list of addresses.
func parseAddrs(list string) ([]Peer, error) {
	var peers []Peer
	for _, addr := range strings.Split(list, ",") {
		p, err := parseAddress(addr)
		if err != nil {
			return nil, err
		}
		peers = append(peers, p)
	}
	return peers, nil
}

// mustParseAddr is parseAddress for addresses known at compile time.
func mustParseAddr(addr string) Peer {
	p, err := parseAddress(addr)
	if err != nil {
		panic(err)
	}
	return p
}

var seed = mustParseAddr("seed.internal:7000")
