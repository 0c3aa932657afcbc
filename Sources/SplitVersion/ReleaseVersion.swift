// The release number of splitwm and splitctl, in one place: both `--version` lines are made from
// it, and `make deb` (scripts/deb.sh) reads it back from the built `splitwm --version`.

/// The version splitwm and splitctl report.
public enum ReleaseVersion {
    /// Digits and dots only, so that it is also a valid Debian upstream version.
    public static let number = "0.1.0"
}
