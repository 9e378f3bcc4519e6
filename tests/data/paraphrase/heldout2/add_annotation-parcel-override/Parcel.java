package com.example.shipping;

import java.util.Objects;

/**
 * A parcel dimension in millimetres and grams. Instances are immutable.
 */
public final class Parcel implements Comparable<Parcel> {
    private static final int MAX_GIRTH_MM = 3000;

    private final int lengthMm;
    private final int widthMm;
    private final int heightMm;
    private final int weightG;

    public Parcel(int lengthMm, int widthMm, int heightMm, int weightG) {
        if (lengthMm <= 0 || widthMm <= 0 || heightMm <= 0 || weightG <= 0) {
            throw new IllegalArgumentException("dimensions and weight must be positive");
        }
        this.lengthMm = lengthMm;
        this.widthMm = widthMm;
        this.heightMm = heightMm;
        this.weightG = weightG;
    }

    public int volumeCm3() {
        return (lengthMm / 10) * (widthMm / 10) * (heightMm / 10);
    }

    /** Length plus twice width plus twice height, as carriers measure it. */
    public int girthMm() {
        return lengthMm + 2 * widthMm + 2 * heightMm;
    }

    public boolean oversize() {
        return girthMm() > MAX_GIRTH_MM;
    }

    public int compareTo(Parcel other) {
        return Integer.compare(weightG, other.weightG);
    }

    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Parcel)) return false;
        Parcel p = (Parcel) o;
        return lengthMm == p.lengthMm && widthMm == p.widthMm
                && heightMm == p.heightMm && weightG == p.weightG;
    }

    public int hashCode() {
        return Objects.hash(lengthMm, widthMm, heightMm, weightG);
    }

    public String toString() {
        return String.format("Parcel[%dx%dx%d mm, %d g]", lengthMm, widthMm, heightMm, weightG);
    }
}
