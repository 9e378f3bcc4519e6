from edits import build

RENEW = "    public Receipt renew(Ticket ticket, LocalDate today) {\n"
REDEEM = "    public Receipt redeem(Ticket ticket, LocalDate today) {\n"
NUMBER = "        String number = ticket.getNumber();\n"
GUARD = ('        if (ticket == null) {\n'
         '            throw new IllegalArgumentException("ticket must not be null");\n'
         '        }\n')
build("add_null_check-java-pawnshop-loans", "LoanDesk.java", {
    "right-1.java": [(RENEW, RENEW + GUARD, 1)],
    "right-2.java": [(RENEW, RENEW + '        if (ticket == null) throw new IllegalArgumentException("ticket must not be null");\n', 1)],
    "wrong-1.java": [(REDEEM, REDEEM + GUARD, 1)],
    "wrong-2.java": [(RENEW + NUMBER, RENEW + NUMBER + GUARD, 1)],
    "wrong-3.java": [(RENEW, RENEW + GUARD.replace("==", "!="), 1)],
    "wrong-4.java": [(RENEW, RENEW + GUARD, 1), (REDEEM, REDEEM + GUARD, 1)],
})
