import sys


def header(title, width):
    return "%s\n%s" % (title, "=" * width)


def row(name, count, ratio):
    return "%-20s %6d %6.1f%%" % (name, count, ratio * 100)


def footer(total, elapsed):
    return "total: %d items in %.2f s" % (total, elapsed)


def render(title, rows, elapsed):
    lines = [header(title, 34)]
    total = sum(count for _, count in rows) or 1
    for name, count in rows:
        lines.append(row(name, count, count / total))
    lines.append(footer(total, elapsed))
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(render("Requests", [("GET", 120), ("POST", 30)], 1.5) + "\n")
