# Build and test the geo service
GO      ?= go
BIN     := bin/geosvc
PKGS    := ./...
LDFLAGS := -s -w -X main.version=$(shell git describe --tags --always)
IMAGE   ?= registry.internal/geo/geosvc
TAG     ?= $(shell git rev-parse --short HEAD)

.PHONY: all build test cover lint fmt run docker clean

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

fmt:
	gofmt -s -w .

# run locally against the test database
run: build
	GEO_DB_URL=postgres://localhost/geo_test ./$(BIN)

docker:
	docker build -t $(IMAGE):$(TAG) .

clean:
	rm -rf bin/ coverage.out
