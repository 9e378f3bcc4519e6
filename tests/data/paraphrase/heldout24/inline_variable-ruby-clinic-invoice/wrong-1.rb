# frozen_string_literal: true

# Invoicing for Willowbank Veterinary Clinic: consults, procedures and dispensed
# medicines. Amounts are BigDecimal so the totals match the card terminal.

require 'bigdecimal'
require 'bigdecimal/util'

module Willowbank
  module Billing
    VAT_RATE = '0.20'.to_d

    DISCOUNTS = {
      'staff' => '0.25'.to_d,
      'breeder' => '0.10'.to_d,
      'rescue' => '0.30'.to_d
    }.freeze

    Line = Struct.new(:code, :description, :quantity, :unit_price, keyword_init: true)
    Invoice = Struct.new(:number, :client, :lines, keyword_init: true)
    Client = Struct.new(:account, :name, :scheme, keyword_init: true)

    module_function

    def discount_rate(client)
      DISCOUNTS.fetch(client.scheme, 0.to_d)
    end

    def invoice_total(invoice)
      subtotal = invoice.lines.sum(0.to_d) { |l| l.quantity * l.unit_price }
      discount = (subtotal * discount_rate(invoice.client)).round(2)
      subtotal - discount + (subtotal - discount * VAT_RATE).round(2)
    end

    def credit_note_total(invoice, returned_codes)
      returned = invoice.lines.select { |l| returned_codes.include?(l.code) }
      taxable = returned.sum(0.to_d) { |l| l.quantity * l.unit_price }
      -(taxable + (taxable * VAT_RATE).round(2))
    end

    def summary_lines(invoice)
      invoice.lines.map do |l|
        format('%-8s %-32s %3d x %8.2f', l.code, l.description, l.quantity, l.unit_price)
      end
    end
  end
end

if $PROGRAM_NAME == __FILE__
  include Willowbank::Billing
  client = Client.new(account: 'C-2291', name: 'M. Okafor', scheme: 'breeder')
  invoice = Invoice.new(number: 'INV-88104', client: client, lines: [
    Line.new(code: 'CONS', description: 'Consultation', quantity: 1, unit_price: '48.00'.to_d),
    Line.new(code: 'VAC-DH', description: 'DHPPi booster', quantity: 3, unit_price: '32.50'.to_d),
    Line.new(code: 'MEL-15', description: 'Meloxicam 1.5 mg/ml 32 ml', quantity: 1, unit_price: '21.90'.to_d)
  ])
  puts summary_lines(invoice)
  puts format('total %.2f', invoice_total(invoice))
end
