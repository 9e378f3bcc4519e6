package com.kestrelline.tracking;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Where a container is in its journey, as shown on the customer tracking page
 * and sent in the EDI status messages (the two-letter code goes on the wire).
 *
 * <p>The order of the constants is the order of a normal journey; the
 * tracking page draws its progress bar from {@link #ordinal()}, so new
 * statuses have to go where they happen in that journey.
 */
public enum ContainerStatus {

    BOOKED("BK", "Booking confirmed", false),
    EMPTY_RELEASED("ER", "Empty released to shipper", false),
    GATE_IN("GI", "Received at origin terminal", false),
    LOADED("LD", "Loaded on vessel", false),
    IN_TRANSIT("IT", "At sea", false)
    TRANSSHIPMENT("TS", "Transshipped at hub port", false),
    DISCHARGED("DC", "Discharged at destination terminal", false),
    CUSTOMS_HOLD("CH", "Held by customs", false),
    GATE_OUT("GO", "Collected by consignee", false),
    EMPTY_RETURNED("RT", "Empty returned to depot", true),
    CANCELLED("XX", "Booking cancelled", true);

    private static final Map<String, ContainerStatus> BY_CODE =
            Collections.unmodifiableMap(Arrays.stream(values())
                    .collect(Collectors.toMap(ContainerStatus::code, Function.identity())));

    /** Statuses during which demurrage or detention clocks can run. */
    private static final Set<ContainerStatus> CHARGEABLE =
            EnumSet.of(DISCHARGED, CUSTOMS_HOLD, GATE_OUT);

    private final String code;
    private final String description;
    private final boolean terminal;

    ContainerStatus(String code, String description, boolean terminal) {
        if (code.length() != 2) {
            throw new IllegalArgumentException("EDI status codes are two letters: " + code);
        }
        this.code = code;
        this.description = description;
        this.terminal = terminal;
    }

    public String code() {
        return code;
    }

    public String description() {
        return description;
    }

    /** No further status messages are expected after a terminal status. */
    public boolean isTerminal() {
        return terminal;
    }

    public boolean isChargeable() {
        return CHARGEABLE.contains(this);
    }

    /** Parses the two-letter code from an EDI message. */
    public static Optional<ContainerStatus> fromCode(String code) {
        if (code == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(BY_CODE.get(code.trim().toUpperCase(Locale.ROOT)));
    }

    /** Whether a status message may move a container from this status to {@code next}. */
    public boolean canMoveTo(ContainerStatus next) {
        if (this == next || terminal) {
            return false;
        }
        if (next == CANCELLED) {
            return ordinal() < LOADED.ordinal();
        }
        if (this == CUSTOMS_HOLD) {
            return next == DISCHARGED || next == GATE_OUT;
        }
        if (next == CUSTOMS_HOLD) {
            return this == DISCHARGED;
        }
        return next.ordinal() > ordinal();
    }

    /** Share of the journey done, for the progress bar on the tracking page. */
    public int progressPercent() {
        if (this == CANCELLED) {
            return 0;
        }
        int last = EMPTY_RETURNED.ordinal();
        return Math.round(100f * ordinal() / last);
    }

    /** Label for the tracking page, e.g. "At sea (IT)". */
    public String label() {
        return description + " (" + code + ")";
    }

    /** CSS class for the status pill on the tracking page. */
    public String pillClass() {
        switch (this) {
            case CUSTOMS_HOLD:
                return "pill-warn";
            case CANCELLED:
                return "pill-muted";
            case EMPTY_RETURNED:
            case GATE_OUT:
                return "pill-done";
            default:
                return "pill-active";
        }
    }

    /**
     * Reads a status from either its code or its enum name, as typed by
     * the customer service desk ("it", "In_Transit", " IT ").
     */
    public static Optional<ContainerStatus> parseLenient(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        Optional<ContainerStatus> byCode = fromCode(text);
        if (byCode.isPresent()) {
            return byCode;
        }
        String name = text.trim().toUpperCase(Locale.ROOT).replace(' ', '_');
        for (ContainerStatus s : values()) {
            if (s.name().equals(name)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** All statuses in which a container is physically on a vessel. */
    public static Set<ContainerStatus> onBoard() {
        return EnumSet.of(LOADED, IN_TRANSIT);
    }
}
