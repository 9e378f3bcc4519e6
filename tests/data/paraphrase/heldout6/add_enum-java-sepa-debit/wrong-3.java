package com.example.billing;

public enum PaymentMethod {
    CARD("card", true),
    BANK_TRANSFER("bank_transfer", false),
    PAYPAL("paypal", true);
    SEPA_DEBIT("sepa_debit", false);

    private final String code;
    private final boolean instant;

    PaymentMethod(String code, boolean instant) {
        this.code = code;
        this.instant = instant;
    }

    public String code() {
        return code;
    }

    public boolean isInstant() {
        return instant;
    }

    public static PaymentMethod fromCode(String code) {
        for (PaymentMethod m : values()) {
            if (m.code.equals(code)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown payment method: " + code);
    }

    /** Fee in basis points charged by the provider. */
    public int feeBps() {
        switch (this) {
            case CARD:
                return 290;
            case BANK_TRANSFER:
                return 0;
            case PAYPAL:
                return 349;
            case SEPA_DEBIT:
                return 35;
            default:
                throw new AssertionError(this);
        }
    }
}
