# Builds the letter a student receives after the placement test.
class PlacementLetter
  SCHOOL = "Escola Atlântico".freeze

  def initialize(student, level, start_date, tutor)
    @student = student
    @level = level
    @start_date = start_date
    @tutor = tutor
  end

  def greeting
    "Dear #{@student.first_name},\n\nThank you for taking the placement test at #{SCHOOL}."
  end

  def result_line
    "You have been placed in level #{@level}."
  end

  def start_line
    "Your course starts on #{@start_date.strftime("%-d %B %Y")} with #{@tutor.name}."
  end

  def sign_off
    "Kind regards,\n#{SCHOOL} admissions"
  end

  def body
    [greeting, result_line, start_line, sign_off].join("\n\n")
  end
end
