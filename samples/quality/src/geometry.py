import math


def squares(values):
    result = []
    for v in values:
        result.append(v * v)
    return result


def distance(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


def perimeter(points):
    total = 0.0
    for i in range(len(points)):
        total += distance(points[i], points[(i + 1) % len(points)])
    return total


def centroid(points):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (sum(xs) / len(xs), sum(ys) / len(ys))
