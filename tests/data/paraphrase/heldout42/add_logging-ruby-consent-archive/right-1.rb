# frozen_string_literal: true

require "logger"
require "fileutils"

# Moves signed consent forms older than the retention window into the
# cold archive. Client names must never appear in the logs (GDPR).
class ConsentArchiver
  RETENTION_DAYS = 365 * 3

  def initialize(store:, archive_dir:, logger: Logger.new($stdout))
    @store = store
    @archive_dir = archive_dir
    @logger = logger
  end

  def run(today)
    moved = 0
    @store.signed_forms.each do |form|
      next if (today - form.signed_on).to_i < RETENTION_DAYS

      archive(form)
      moved += 1
    end
    @logger.info("consent archive run finished, #{moved} forms moved")
    moved
  end

  private

  def archive(form)
    target = File.join(@archive_dir, form.signed_on.year.to_s)
    FileUtils.mkdir_p(target)
    FileUtils.mv(form.pdf_path, File.join(target, "#{form.id}.pdf"))
    @store.mark_archived(form.id)
    @logger.info("archived consent form #{form.id}")
  end
end
