package loft.granite.staff;

import java.time.LocalDate;
import java.time.Period;

/**
 * Belay certifications a member can hold at Granite Loft.
 * Each level has a validity period and says whether the holder may belay others on lead.
 */
public enum BelayCert {
    TOP_ROPE("Top rope", Period.ofYears(2), false),
    LEAD("Lead", Period.ofYears(1), true),
    AUTO_BELAY_ONLY("Auto-belay induction", Period.ofYears(3), false);

    private final String label;
    private final Period validFor;
    private final boolean mayBelayLead;

    BelayCert(String label, Period validFor, boolean mayBelayLead) {
        this.label = label;
        this.validFor = validFor;
        this.mayBelayLead = mayBelayLead;
    }

    public String label() {
        return label;
    }

    public boolean mayBelayLead() {
        return mayBelayLead;
    }

    public LocalDate expiresOn(LocalDate passedOn) {
        return passedOn.plus(validFor);
    }

    public boolean isValid(LocalDate passedOn, LocalDate today) {
        return !today.isAfter(expiresOn(passedOn));
    }

    /** Parses the code printed on the member card, e.g. "TR" or "LD". */
    public static BelayCert fromCardCode(String code) {
        switch (code.trim().toUpperCase()) {
            case "TR":
                return TOP_ROPE;
            case "LD":
                return LEAD;
            case "AB":
                return AUTO_BELAY_ONLY;
            default:
                throw new IllegalArgumentException("unknown belay card code: " + code);
        }
    }
}
