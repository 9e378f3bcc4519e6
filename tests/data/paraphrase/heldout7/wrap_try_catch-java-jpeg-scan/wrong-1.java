package media.library.scan;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;

/** Pulls the capture date and dimensions out of JPEG files for the library index. */
public final class JpegInfoReader {
    private static final Logger LOG = Logger.getLogger(JpegInfoReader.class.getName());
    private static final int SOI = 0xFFD8;
    private static final int SOF0 = 0xFFC0;
    private static final int SOF2 = 0xFFC2;

    public record ImageInfo(Path path, int width, int height, long sizeBytes) {}

    private JpegInfoReader() {}

    /** Reads the frame header of one JPEG; empty if the file is not a JPEG. */
    public static Optional<ImageInfo> read(Path path) throws IOException {
        byte[] data = Files.readAllBytes(path);
        ByteBuffer buf = ByteBuffer.wrap(data).order(ByteOrder.BIG_ENDIAN);
        if (data.length < 4 || (buf.getShort(0) & 0xFFFF) != SOI) {
            return Optional.empty();
        }
        int pos = 2;
        while (pos + 4 <= data.length) {
            int marker = buf.getShort(pos) & 0xFFFF;
            int length = buf.getShort(pos + 2) & 0xFFFF;
            if (marker == SOF0 || marker == SOF2) {
                int height = buf.getShort(pos + 5) & 0xFFFF;
                int width = buf.getShort(pos + 7) & 0xFFFF;
                return Optional.of(new ImageInfo(path, width, height, data.length));
            }
            pos += 2 + length;
        }
        return Optional.empty();
    }

    /** Scans a folder (not recursively) and returns what could be read. */
    public static List<ImageInfo> scan(Path folder) throws IOException {
        List<ImageInfo> found = new ArrayList<>();
        try (var entries = Files.list(folder)) {
            for (Path p : (Iterable<Path>) entries::iterator) {
                String name = p.getFileName().toString().toLowerCase();
                if (!name.endsWith(".jpg") && !name.endsWith(".jpeg")) {
                    continue;
                }
                try {
                    read(p).ifPresent(found::add);
                } catch (IOException e) {
                }
            }
        }
        LOG.fine(() -> "scanned " + folder + ": " + found.size() + " images");
        return found;
    }
}
