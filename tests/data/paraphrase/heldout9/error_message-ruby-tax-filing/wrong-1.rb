# frozen_string_literal: true

module TaxFiling
  class ValidationError < StandardError; end

  class ReturnValidator
    MAX_DEPENDANTS = 12
    DEADLINE = Date.new(2027, 1, 31)

    def initialize(tax_return, today: Date.today)
      @ret = tax_return
      @today = today
    end

    def validate!
      check_taxpayer_id!
      check_income!
      check_dependants!
      check_deadline!
      true
    end

    private

    def check_taxpayer_id!
      id = @ret.fetch(:taxpayer_id, "").to_s
      return if id.match?(/\A\d{10}\z/)

      raise ValidationError, 'Taxpayer ID must be exactly 10 digits (got #{id.length})'
    end

    def check_income!
      income = @ret[:income]
      raise ValidationError, "income is missing" if income.nil?
      raise ValidationError, "income cannot be negative" if income.negative?
    end

    def check_dependants!
      n = @ret.fetch(:dependants, []).size
      return if n <= MAX_DEPENDANTS

      raise ValidationError, "at most #{MAX_DEPENDANTS} dependants can be claimed online"
    end

    def check_deadline!
      return if @today <= DEADLINE

      raise ValidationError, "the online filing deadline has passed"
    end
  end
end
