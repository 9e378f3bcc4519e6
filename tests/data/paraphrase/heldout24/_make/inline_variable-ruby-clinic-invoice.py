from lib import write_case

OLD = """      taxable = subtotal - discount
      taxable + (taxable * VAT_RATE).round(2)
    end

    def credit_note_total"""
NEW = """      subtotal - discount + ((subtotal - discount) * VAT_RATE).round(2)
    end

    def credit_note_total"""

write_case(
    "inline_variable-ruby-clinic-invoice", "billing.rb", "inline_variable", "ruby",
    [
        ("terse", "invoice_total: inline taxable"),
        ("polite", "Could you inline the taxable variable in invoice_total, so the method ends with a single expression? The totals must not change, and credit_note_total has its own taxable that should stay."),
        ("declarative", "invoice_total should no longer have a taxable local; its value is to be written out where it is used."),
        ("other", "Potresti eliminare la variabile taxable in invoice_total sostituendola direttamente nell'espressione finale? I totali devono restare identici; credit_note_total non si tocca."),
        ("other", "inline `taxable` (only in invoice_total, not credit_note_total)"),
    ],
    [
        ("right-1.rb", "right", "taxable replaced by (subtotal - discount) in both places, parenthesised inside the VAT product", [(OLD, NEW)]),
        ("wrong-1.rb", "wrong", "parentheses lost inside the VAT term: (subtotal - discount * VAT_RATE) taxes the wrong amount",
         [(OLD, NEW.replace("((subtotal - discount) * VAT_RATE)", "(subtotal - discount * VAT_RATE)"))]),
        ("wrong-2.rb", "wrong", "credit_note_total's taxable was inlined as well, though it was to stay",
         [(OLD, NEW), ("""      taxable = returned.sum(0.to_d) { |l| l.quantity * l.unit_price }
      -(taxable + (taxable * VAT_RATE).round(2))""",
                       """      -(returned.sum(0.to_d) { |l| l.quantity * l.unit_price } +
        (returned.sum(0.to_d) { |l| l.quantity * l.unit_price } * VAT_RATE).round(2))""")]),
        ("wrong-3.rb", "wrong", "assignment removed and only the first use replaced: the VAT term still reads taxable, a NameError at run time",
         [(OLD, OLD.replace("      taxable = subtotal - discount\n      taxable + (taxable", "      subtotal - discount + (taxable"))]),
        ("wrong-4.rb", "wrong", "inlined, but the .round(2) on the VAT amount was dropped",
         [(OLD, NEW.replace("((subtotal - discount) * VAT_RATE).round(2)", "(subtotal - discount) * VAT_RATE"))]),
    ],
)
