// SplitX speaks XModel's values (window ids, pixel geometry, events): whoever imports SplitX
// sees them without a second import.
@_exported import XModel
