import sys


def header(title, width):
    return f"{title}\n{'=' * width}"


def row(name, count, ratio):
    return f"{name:<20} {count:6d} {ratio * 100:6.1f}%"


def footer(total, elapsed):
    return f"total: {total} items in {elapsed:.2f} s"


def render(title, rows, elapsed):
    lines = [header(title, 34)]
    total = sum(count for _, count in rows) or 1
    for name, count in rows:
        lines.append(row(name, count, count / total))
    lines.append(footer(total, elapsed))
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(render("Requests", [("GET", 120), ("POST", 30)], 1.5) + "\n")
