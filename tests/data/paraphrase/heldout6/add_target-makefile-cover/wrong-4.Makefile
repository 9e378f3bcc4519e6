# Build and test the geo service
GO      ?= go
BIN     := bin/geosvc
PKGS    := ./...
LDFLAGS := -s -w -X main.version=$(shell git describe --tags --always)

.PHONY: all build test cover lint clean

all: build

build:
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/geosvc

test:
	$(GO) test -race $(PKGS)

cover:
	$(GO) test -coverprofile=coverage.out $(PKGS)
	$(GO) tool cover -func=coverage.out

lint:
	golangci-lint run $(PKGS)

clean:
	rm -rf bin/
