import math


def squares(values):
    return [v * v for v in values]


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
