require "date"

# Texts sent to clients in the two weeks after a session.
class AftercareReminder
  STUDIO = "Ink & Iron"

  def initialize(client_name, artist, session_date, placement)
    @client_name = client_name
    @artist = artist
    @session_date = session_date
    @placement = placement
  end

  def days_since(today = Date.today)
    (today - @session_date).to_i
  end

  def sms_text
    "Hi #{@client_name}, it's #{@artist from #{STUDIO}. Day #{days_since} of healing your #{@placement} piece: keep it moisturised and out of the sun."
  end

  def email_subject
    "Aftercare for your " + @placement + " tattoo (" + @session_date.strftime("%d %b") + ")"
  end

  def due?(today = Date.today)
    [1, 3, 7, 14].include?(days_since(today))
  end
end
