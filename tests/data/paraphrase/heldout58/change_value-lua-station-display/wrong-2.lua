-- Station settings for the Porthcarrow watch-room display.
local config = {
  station = "Porthcarrow",
  callsign = "Porthcarrow Coastguard",
  vhf = {
    working_channel = 67,
    distress_channel = 16,
    dsc_channel = 70,
  },
  display = {
    refresh_seconds = 30,
    night_mode_from = "21:00",
    night_mode_until = "06:30",
  },
  weather = {
    feed_url = "http://wx.porthcarrow.local/feed.csv",
    poll_seconds = 10,
    gale_warning_knots = 34,
  },
  pagers = {
    gateway = "pager-gw.porthcarrow.local",
    retry_seconds = 15,
    max_retries = 3,
  },
}

return config
