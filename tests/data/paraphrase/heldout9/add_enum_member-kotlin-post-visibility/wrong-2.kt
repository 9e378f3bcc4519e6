package app.social.feed

enum class PostVisibility(val label: String, val federated: Boolean) {
    PUBLIC("Everyone", true),
    FOLLOWERS("Followers only", true),
    MENTIONED("Mentioned people only", false),
    CLOSE_FRIENDS("Close friends", false),
    PRIVATE("Only me", false);

    companion object {
        fun fromWire(value: String): PostVisibility =
            entries.firstOrNull { it.name.equals(value, ignoreCase = true) } ?: PUBLIC
    }
}

fun canSee(visibility: PostVisibility, viewerFollows: Boolean, viewerMentioned: Boolean, isAuthor: Boolean): Boolean =
    when (visibility) {
        PostVisibility.PUBLIC -> true
        PostVisibility.FOLLOWERS -> viewerFollows || isAuthor
        PostVisibility.MENTIONED -> viewerMentioned || isAuthor
        PostVisibility.PRIVATE -> isAuthor
    }

fun iconFor(visibility: PostVisibility): String =
    when (visibility) {
        PostVisibility.PUBLIC -> "globe"
        PostVisibility.FOLLOWERS -> "people"
        PostVisibility.MENTIONED -> "at"
        PostVisibility.CLOSE_FRIENDS -> "star"
        PostVisibility.PRIVATE -> "lock"
    }
