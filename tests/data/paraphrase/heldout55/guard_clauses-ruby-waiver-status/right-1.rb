# Waiver checks at the Basalt Works front desk.
class WaiverDesk
  ADULT_AGE = 18
  WAIVER_VALID_DAYS = 365

  def initialize(clock: -> { Date.today })
    @clock = clock
  end

  # Returns :ok, :needs_guardian, :expired or :missing for a visitor hash.
  def waiver_status(visitor)
    return :missing unless visitor[:waiver_signed_on]
    return :expired if (@clock.call - visitor[:waiver_signed_on]).to_i > WAIVER_VALID_DAYS
    return :needs_guardian if visitor[:age] < ADULT_AGE && !visitor[:guardian_signed]

    :ok
  end

  def can_climb?(visitor)
    waiver_status(visitor) == :ok
  end

  def desk_message(visitor)
    case waiver_status(visitor)
    when :ok then "Have a good session, #{visitor[:name]}!"
    when :needs_guardian then "A parent or guardian needs to sign for #{visitor[:name]}."
    when :expired then "#{visitor[:name]}'s waiver has expired, please re-sign."
    else "No waiver on file for #{visitor[:name]}."
    end
  end
end
