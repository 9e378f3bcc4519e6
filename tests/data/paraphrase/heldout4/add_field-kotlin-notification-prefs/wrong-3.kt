package com.example.notify

import kotlinx.serialization.Serializable

enum class Channel { EMAIL, PUSH, SMS }

/** Per-user notification settings, stored as JSON in the profile service. */
@Serializable
data class NotificationPrefs(
    val userId: String,
    val channels: Set<Channel> = setOf(Channel.EMAIL),
    val digestHour: Int = 8,
    val timezone: String = "UTC",
    val mutedTopics: List<String> = emptyList(),
    val quietHoursEnabled: Boolean = true,
) {
    init {
        require(digestHour in 0..23) { "digestHour must be 0..23, was $digestHour" }
    }

    fun allows(channel: Channel, topic: String): Boolean =
        channel in channels && topic !in mutedTopics
}

/** Per-team defaults; a user's own prefs override these. */
@Serializable
data class TeamNotificationDefaults(
    val teamId: String,
    val channels: Set<Channel> = setOf(Channel.EMAIL, Channel.PUSH),
    val digestHour: Int = 9,
)

fun NotificationPrefs.withTopicMuted(topic: String): NotificationPrefs =
    if (topic in mutedTopics) this else copy(mutedTopics = mutedTopics + topic)

fun merge(team: TeamNotificationDefaults, user: NotificationPrefs?): NotificationPrefs =
    user ?: NotificationPrefs(
        userId = "",
        channels = team.channels,
        digestHour = team.digestHour,
    )
